"""LiveBoard in a real browser: two headless Chromium sessions, driven by Selenium, against a server on loopback.

Checks that a card added in one session appears in the other, that a move breaking a column's limit shows the
rule's message to that session only, and that the board survives a restart of the server; saves a screenshot.

    python3 Scripts/browser_test.py [--server .build/debug/liveboard] [--screenshot docs/board.png]
"""

import argparse
import os
import sys
import tempfile
import traceback

sys.dont_write_bytecode = True

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

from liveboard_server import LiveBoardServer, default_binary  # noqa: E402

WAIT = 15  # seconds any one expectation may take


def browser(profile):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1280,640",
        "--hide-scrollbars",
        "--force-device-scale-factor=1",
        f"--user-data-dir={profile}",
    ):
        options.add_argument(argument)
    return webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))


def wait_until(driver, description, condition):
    try:
        return WebDriverWait(driver, WAIT).until(lambda _: condition())
    except Exception as error:
        raise AssertionError(f"{description}: not within {WAIT} s") from error


def card_titles(driver, column):
    return [element.text for element in driver.find_elements(By.CSS_SELECTOR, f'[data-column="{column}"] .card .title')]


def connected(driver):
    return driver.find_element(By.ID, "status").text == "connected"


def error_text(driver):
    element = driver.find_element(By.ID, "error")
    return element.text if "shown" in element.get_attribute("class").split() else ""


def add_card(driver, title, column):
    Select(driver.find_element(By.ID, "add-column")).select_by_value(column)
    field = driver.find_element(By.ID, "title")
    field.clear()
    field.send_keys(title)
    driver.find_element(By.ID, "add").click()


def move_card(driver, card_text, column):
    Select(driver.find_element(By.ID, "move-card")).select_by_visible_text(card_text)
    Select(driver.find_element(By.ID, "move-column")).select_by_value(column)
    driver.find_element(By.ID, "move").click()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", help="the liveboard binary (default: the newest in .build)")
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--screenshot", default=os.path.join(package, "docs", "board.png"))
    arguments = parser.parse_args()

    work = tempfile.mkdtemp(prefix="liveboard-browser-")
    server = LiveBoardServer(
        arguments.server or default_binary(),
        os.path.join(work, "data"),
        log_path=os.path.join(work, "server.log"),
    ).start()
    print(f"server: {server.url} (log and data in {work})")
    passed, failed = 0, 0
    alice = bob = None

    def check(name, test):
        nonlocal passed, failed
        try:
            test()
            passed += 1
            print(f"ok: {name}")
        except Exception:
            failed += 1
            print(f"FAILED: {name}")
            traceback.print_exc()

    try:
        alice = browser(os.path.join(work, "alice"))
        bob = browser(os.path.join(work, "bob"))
        for driver in (alice, bob):
            driver.get(server.url)
            wait_until(driver, "the page connects", lambda driver=driver: connected(driver))

        def card_added_in_one_appears_in_the_other():
            add_card(alice, "  Write   the release notes ", "todo")
            wait_until(bob, "Bob sees Alice's card, normalised", lambda: "Write the release notes" in card_titles(bob, "todo"))
            add_card(bob, "write the RELEASE notes", "todo")
            wait_until(
                alice,
                "Alice sees Bob's duplicate title numbered",
                lambda: "write the RELEASE notes (2)" in card_titles(alice, "todo"),
            )

        def move_breaking_a_limit_shows_the_error():
            for title in ("Review the pull request", "Fix the flaky test", "Update the changelog"):
                add_card(alice, title, "doing")
            wait_until(bob, "Doing fills up", lambda: len(card_titles(bob, "doing")) == 3)
            wait_until(
                bob,
                "Doing is shown full",
                lambda: "full" in bob.find_element(By.CSS_SELECTOR, '[data-column="doing"]').get_attribute("class"),
            )
            move_card(bob, "#1 Write the release notes", "doing")
            expected = "\u201cDoing\u201d is full: it takes at most 3 cards."
            wait_until(bob, "Bob is told why", lambda: error_text(bob) == expected)
            assert "Write the release notes" in card_titles(bob, "todo"), "the rejected move changed the board"
            assert error_text(alice) == "", f"Alice saw Bob's error: {error_text(alice)!r}"
            add_card(alice, "Plan the next sprint", "done")
            wait_until(bob, "the board goes on changing", lambda: "Plan the next sprint" in card_titles(bob, "done"))
            bob.save_screenshot(arguments.screenshot)
            assert os.path.getsize(arguments.screenshot) > 10_000, "the screenshot is suspiciously small"
            print(f"screenshot: {arguments.screenshot}")

        def restart_keeps_the_board():
            before = server.get_json("/board")["board"]
            status = server.stop()
            assert status == 0, f"the server exited with status {status} on SIGTERM"
            wait_until(alice, "the page notices the server is gone", lambda: not connected(alice))
            server.start()
            after = server.get_json("/board")["board"]
            assert after == before, f"the board changed across the restart:\n{before}\n{after}"
            wait_until(alice, "the page reconnects by itself", lambda: connected(alice))
            bob.refresh()
            wait_until(bob, "a reloaded page connects", lambda: connected(bob))
            for driver in (alice, bob):
                wait_until(
                    driver,
                    "the board is back",
                    lambda driver=driver: card_titles(driver, "doing")
                    == ["Review the pull request", "Fix the flaky test", "Update the changelog"]
                    and "Write the release notes" in card_titles(driver, "todo"),
                )
            add_card(bob, "After the restart", "todo")
            wait_until(alice, "changes flow again", lambda: "After the restart" in card_titles(alice, "todo"))

        check("a card added in one browser appears in the other", card_added_in_one_appears_in_the_other)
        check("a move breaking a column's limit shows the error to that browser only", move_breaking_a_limit_shows_the_error)
        check("a restart of the server keeps the board; the pages reconnect", restart_keeps_the_board)
    finally:
        for driver in (alice, bob):
            if driver is not None:
                driver.quit()
        server.kill()
    print(f"browser: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
