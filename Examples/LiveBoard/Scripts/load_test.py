"""A load run against a LiveBoard server on loopback: many WebSocket clients acting on one board at once.

Phase 1 opens --clients clients; together they send --actions actions (add, move, rename, delete their own cards),
each client one action at a time, all clients at once. Every client keeps its own copy of the board from the
server's snapshot and changes. At the end every copy must equal the server's board, and the board must hold exactly
what the accepted actions made: each client's own cards, with the columns and titles its accepted actions gave them.
It reports the time from sending an action to the last client seeing its change (p50, p99), actions per second,
and the server's resident memory (VmRSS) before and after.

Phase 2 (churn) has clients connect and drop mid-stream — half closing properly, half cutting the TCP connection —
while steady clients keep changing the board; then the server's /stats must show no connection and no subscription.

    python3 Scripts/load_test.py [--server PATH] [--clients 200] [--actions 20000] [--churn 400]

Everything stays on 127.0.0.1, every loop is bounded, and the run stops by itself (--timeout).
"""

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time

sys.dont_write_bytecode = True

from websockets.asyncio.client import connect  # noqa: E402

from liveboard_server import LiveBoardServer, default_binary  # noqa: E402

COLUMNS = ["todo", "doing", "done"]
LIMITS = {"todo": 500, "doing": 40, "done": 500}  # "doing" fills up, so some moves are rejected


class Checks:
    """The run's checks: each one passes or fails with a message."""

    def __init__(self):
        self.passed = 0
        self.failures = []

    def expect(self, condition, failure):
        if condition:
            self.passed += 1
        else:
            self.failures.append(failure)


class Timeline:
    """When each revision was sent and when each client first saw it, for every client at once."""

    def __init__(self):
        self.sent_at = {}  # revision -> when the action that made it was sent
        self.seen_by = {}  # revision -> how many clients have seen it
        self.last_seen_at = {}  # revision -> when the last of them saw it

    def seen(self, first, last, now):
        for revision in range(first, last + 1):
            self.seen_by[revision] = self.seen_by.get(revision, 0) + 1
            self.last_seen_at[revision] = now


class Client:
    """One WebSocket client: its copy of the board, its own cards as its accepted actions left them."""

    def __init__(self, number, url, timeline):
        self.number = number
        self.url = url
        self.timeline = timeline
        self.socket = None
        self.revision = -1
        self.cards = {}
        self.columns = {}
        self.card_count = 0
        self.replies = {}  # request number -> future of the reply
        self.revision_waiters = []  # (revision, future)
        self.next_request = 1
        self.next_title = 1
        self.own = {}  # card id -> (title, column), as this client's accepted actions made them
        self.sent = self.accepted = 0
        self.rejections = {}
        self.reader = None

    async def open(self):
        self.socket = await connect(self.url, compression=None, max_size=None, proxy=None, ping_interval=None)
        snapshot = asyncio.get_running_loop().create_future()
        self.revision_waiters.append((-1, snapshot))
        self.reader = asyncio.create_task(self.read())
        await snapshot

    async def read(self):
        async for frame in self.socket:
            now = time.monotonic()
            # A frame holds one JSON object a line: parsed as one array, in one call.
            for message in json.loads("[" + frame.replace("\n", ",") + "]"):
                self.handle(message, now)

    def handle(self, message, now):
        kind = message["type"]
        if kind == "snapshot":
            board = message["board"]
            if self.revision >= 0 and board["revision"] > self.revision:
                self.timeline.seen(self.revision + 1, board["revision"], now)
            self.revision = board["revision"]
            self.cards = {card["id"]: card for card in board["cards"]}
            self.columns = {column["id"]: column for column in board["columns"]}
            self.card_count = board["cardCount"]
        elif kind == "change":
            if message["revision"] <= self.revision:
                return
            self.timeline.seen(self.revision + 1, message["revision"], now)
            self.revision = message["revision"]
            for card in message["removedCards"]:
                self.cards.pop(card, None)
            for card in message["cards"]:
                self.cards[card["id"]] = card
            for column in message["columns"]:
                self.columns[column["id"]] = column
            self.card_count = message["cardCount"]
        else:
            reply = self.replies.pop(message.get("request"), None)
            if reply is None:
                raise AssertionError(f"client {self.number}: an unexpected reply {message}")
            reply.set_result(message)
        waiting = []
        for revision, future in self.revision_waiters:
            if self.revision >= revision and not future.done():
                future.set_result(None)
            elif not future.done():
                waiting.append((revision, future))
        self.revision_waiters = waiting

    async def until_revision(self, revision):
        if self.revision >= revision:
            return
        future = asyncio.get_running_loop().create_future()
        self.revision_waiters.append((revision, future))
        await future

    async def request(self, action):
        """Sends one action; returns its reply and when it was sent."""
        number = self.next_request
        self.next_request += 1
        reply = asyncio.get_running_loop().create_future()
        self.replies[number] = reply
        sent_at = time.monotonic()
        await self.socket.send(json.dumps({**action, "request": number}))
        self.sent += 1
        return await reply, sent_at

    def choose(self, rng):
        """The next action: mostly on this client's own cards, so that it knows what they must end as."""
        if not self.own or (len(self.own) < 3 and rng.random() < 0.4):
            title = f"c{self.number}-{self.next_title}"
            self.next_title += 1
            return {"type": "addCard", "title": title, "column": rng.choice(COLUMNS)}
        card = rng.choice(sorted(self.own))
        title, column = self.own[card]
        roll = rng.random()
        if roll < 0.5:
            return {"type": "moveCard", "card": card, "column": rng.choice([c for c in COLUMNS if c != column])}
        if roll < 0.75:
            title = f"c{self.number}-{self.next_title}"
            self.next_title += 1
            return {"type": "renameCard", "card": card, "title": title}
        return {"type": "deleteCard", "card": card}

    async def act(self, count, seed):
        rng = random.Random(seed)
        for _ in range(count):
            action = self.choose(rng)
            reply, sent_at = await self.request(action)
            if reply["type"] == "rejected":
                self.rejections[reply["message"]] = self.rejections.get(reply["message"], 0) + 1
                continue
            if reply["type"] != "accepted":
                raise AssertionError(f"client {self.number}: {action} was answered {reply}")
            self.accepted += 1
            self.timeline.sent_at[reply["revision"]] = sent_at
            await self.until_revision(reply["revision"])
            self.remember(action)

    def remember(self, action):
        kind = action["type"]
        if kind == "addCard":
            card = next(card for card in self.cards.values() if card["title"] == action["title"])
            self.own[card["id"]] = (action["title"], action["column"])
        elif kind == "moveCard":
            self.own[action["card"]] = (self.own[action["card"]][0], action["column"])
        elif kind == "renameCard":
            self.own[action["card"]] = (action["title"], self.own[action["card"]][1])
        elif kind == "deleteCard":
            del self.own[action["card"]]

    def board(self):
        return {
            "revision": self.revision,
            "cards": sorted(self.cards.values(), key=lambda card: card["id"]),
            "columns": [self.columns[column] for column in sorted(self.columns)],
            "cardCount": self.card_count,
        }

    async def close(self, abruptly=False):
        if abruptly:
            self.socket.transport.abort()
        else:
            await self.socket.close()
        if self.reader is not None:
            try:
                await self.reader
            except Exception:
                pass


def server_board(snapshot):
    board = snapshot["board"]
    return {
        "revision": board["revision"],
        "cards": sorted(board["cards"], key=lambda card: card["id"]),
        "columns": sorted(board["columns"], key=lambda column: column["id"]),
        "cardCount": board["cardCount"],
    }


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def get_json(server, path):
    return await asyncio.to_thread(server.get_json, path)


async def sample_rss(server, peak, stop):
    while not stop.is_set():
        peak[0] = max(peak[0], server.rss_kib())
        try:
            await asyncio.wait_for(stop.wait(), 0.1)
        except asyncio.TimeoutError:
            pass


async def phase_one(server, arguments, report, checks):
    timeline = Timeline()
    setup = Client("setup", server.websocket_url, timeline)
    await setup.open()
    for column, limit in LIMITS.items():
        reply, _ = await setup.request({"type": "setLimit", "column": column, "limit": limit})
        if reply["type"] != "accepted":
            raise AssertionError(f"setting the limit of {column} was answered {reply}")
    await setup.close()
    start_revision = (await get_json(server, "/stats"))["revision"]

    report["rss_before_kib"] = server.rss_kib()
    clients = [Client(number, server.websocket_url, timeline) for number in range(arguments.clients)]
    opening = time.monotonic()
    for batch in range(0, len(clients), 50):
        await asyncio.gather(*(client.open() for client in clients[batch : batch + 50]))
    report["connect_seconds"] = round(time.monotonic() - opening, 2)
    stats = await get_json(server, "/stats")
    checks.expect(
        stats["connections"] == arguments.clients and stats["subscriptions"] == arguments.clients,
        f"with {arguments.clients} clients connected, /stats says {stats}",
    )

    peak = [0]
    stop_sampling = asyncio.Event()
    sampler = asyncio.create_task(sample_rss(server, peak, stop_sampling))
    shares = [arguments.actions // arguments.clients + (1 if n < arguments.actions % arguments.clients else 0)
              for n in range(arguments.clients)]
    started = time.monotonic()
    server_cpu, own_cpu = server.cpu_seconds(), time.process_time()
    await asyncio.gather(*(client.act(share, seed=n) for n, (client, share) in enumerate(zip(clients, shares))))
    acting = time.monotonic() - started
    final_revision = (await get_json(server, "/stats"))["revision"]
    await asyncio.gather(*(client.until_revision(final_revision) for client in clients))
    settled = time.monotonic() - started
    server_cpu, own_cpu = server.cpu_seconds() - server_cpu, time.process_time() - own_cpu
    stop_sampling.set()
    await sampler

    # Every client's copy is the server's board, and the board is what the accepted actions made.
    board = server_board(await get_json(server, "/board"))
    differing = [client.number for client in clients if client.board() != board]
    checks.expect(
        not differing,
        f"{len(differing)} clients ended with a board unlike the server's (first: {differing[:5]})",
    )
    accepted = sum(client.accepted for client in clients)
    sent = sum(client.sent for client in clients)
    checks.expect(sent == arguments.actions, f"{sent} actions were sent, not {arguments.actions}")
    checks.expect(
        board["revision"] - start_revision == accepted,
        f"{accepted} actions were accepted but the revision moved by {board['revision'] - start_revision}",
    )
    on_board = {card["id"]: (card["title"], card["column"]) for card in board["cards"]}
    expected = {}
    for client in clients:
        expected.update(client.own)
    missing = {card: value for card, value in expected.items() if on_board.get(card) != value}
    extra = {card: value for card, value in on_board.items() if card not in expected}
    checks.expect(
        not missing and not extra,
        "the board is not what the accepted actions made: "
        f"missing or different {list(missing.items())[:5]}, unexpected {list(extra.items())[:5]}",
    )
    unseen = [revision for revision in timeline.sent_at if timeline.seen_by.get(revision) != len(clients)]
    checks.expect(not unseen, f"{len(unseen)} accepted changes did not reach every client (first: {unseen[:5]})")

    latencies = [(timeline.last_seen_at[revision] - sent_at) * 1000 for revision, sent_at in timeline.sent_at.items()
                 if revision in timeline.last_seen_at]
    rejections = {}
    for client in clients:
        for message, count in client.rejections.items():
            rejections[message] = rejections.get(message, 0) + count
    report.update({
        "clients": arguments.clients,
        "actions_sent": sent,
        "actions_accepted": accepted,
        "actions_rejected": sent - accepted,
        "rejections": rejections,
        "acting_seconds": round(acting, 2),
        "actions_per_second": round(sent / acting),
        "accepted_per_second": round(accepted / acting),
        "all_clients_caught_up_seconds": round(settled, 2),
        "server_cpu_seconds": round(server_cpu, 1),
        "load_generator_cpu_seconds": round(own_cpu, 1),
        "latency_ms_p50": round(percentile(latencies, 0.50), 1),
        "latency_ms_p99": round(percentile(latencies, 0.99), 1),
        "latency_ms_mean": round(statistics.mean(latencies), 1),
        "latency_ms_max": round(max(latencies), 1),
        "change_messages_delivered": sum(timeline.seen_by.values()),
        "cards_on_board": board["cardCount"],
        "rss_peak_kib": peak[0],
    })
    await asyncio.gather(*(client.close() for client in clients))
    report["stats_after_close"] = await wait_for_no_connections(server, arguments.settle)
    report["rss_after_kib"] = server.rss_kib()
    closed = report["stats_after_close"]
    checks.expect(
        closed["connections"] == 0 and closed["subscriptions"] == 0,
        f"after every client closed, /stats says {closed}",
    )


async def wait_for_no_connections(server, seconds):
    return await wait_for_connections(server, 0, seconds)


async def wait_for_connections(server, count, seconds):
    """/stats once it shows `count` connections and subscriptions, or after `seconds`: the server notices a closed
    client when its socket ends, a moment after the client has gone."""
    deadline = time.monotonic() + seconds
    while True:
        stats = await get_json(server, "/stats")
        if stats["connections"] == stats["subscriptions"] == count or time.monotonic() > deadline:
            return stats
        await asyncio.sleep(0.05)


async def phase_two(server, arguments, report, checks):
    """Clients that connect and drop mid-stream, while steady clients keep the changes flowing."""
    timeline = Timeline()
    baseline = await get_json(server, "/stats")
    steady = [Client(f"s{number}", server.websocket_url, timeline) for number in range(4)]
    await asyncio.gather(*(client.open() for client in steady))
    stop = asyncio.Event()

    async def keep_acting(client, seed):
        rng = random.Random(seed)
        while not stop.is_set():
            action = client.choose(rng)
            reply, _ = await client.request(action)
            if reply["type"] == "accepted":
                client.accepted += 1
                await client.until_revision(reply["revision"])
                client.remember(action)

    async def churn_client(number, rng):
        client = Client(f"churn{number}", server.websocket_url, timeline)
        await client.open()
        for _ in range(rng.randrange(3)):
            await client.request(client.choose(rng))
        if number % 3 == 0:
            # Leave with an action in flight: its reply has nowhere to go.
            client.replies[0] = asyncio.get_running_loop().create_future()
            await client.socket.send(json.dumps({**client.choose(rng), "request": 0}))
        await asyncio.sleep(rng.random() * 0.05)  # stay for part of the stream
        await client.close(abruptly=number % 2 == 1)

    actors = [asyncio.create_task(keep_acting(client, seed=1000 + n)) for n, client in enumerate(steady)]
    rng = random.Random(7)
    started = time.monotonic()
    for wave in range(0, arguments.churn, 50):
        await asyncio.gather(*(churn_client(number, rng) for number in range(wave, min(wave + 50, arguments.churn))))
    stop.set()
    await asyncio.gather(*actors)
    churn_seconds = time.monotonic() - started
    final_revision = (await get_json(server, "/stats"))["revision"]
    await asyncio.gather(*(client.until_revision(final_revision) for client in steady))
    board = server_board(await get_json(server, "/board"))
    checks.expect(
        all(client.board() == board for client in steady),
        "a steady client's board differs from the server's after the churn",
    )
    during = await wait_for_connections(server, baseline["connections"] + len(steady), arguments.settle)
    checks.expect(
        during["connections"] == during["subscriptions"] == baseline["connections"] + len(steady),
        f"with only the {len(steady)} steady clients left, /stats says {during}",
    )
    await asyncio.gather(*(client.close() for client in steady))
    after = await wait_for_no_connections(server, arguments.settle)
    report.update({
        "churn_clients": arguments.churn,
        "churn_seconds": round(churn_seconds, 2),
        "churn_steady_actions_accepted": sum(client.accepted for client in steady),
        "stats_before_churn": baseline,
        "stats_after_churn": after,
        "rss_after_churn_kib": server.rss_kib(),
    })
    checks.expect(
        after["connections"] == baseline["connections"] and after["subscriptions"] == baseline["subscriptions"],
        f"the churn left connections or subscriptions behind: before {baseline}, after {after}",
    )


async def run(arguments):
    work = tempfile.mkdtemp(prefix="liveboard-load-")
    server = LiveBoardServer(
        arguments.server or default_binary(),
        os.path.join(work, "data"),
        log_path=os.path.join(work, "server.log"),
    ).start()
    report, checks = {"server_rss_at_start_kib": server.rss_kib()}, Checks()
    try:
        print(f"server: {server.url} (pid {server.process.pid}; log and data in {work})", flush=True)
        await asyncio.wait_for(phase_one(server, arguments, report, checks), arguments.timeout)
        print_report("phase 1", report)
        if arguments.churn:
            await asyncio.wait_for(phase_two(server, arguments, report, checks), arguments.timeout)
            print_report("phase 2 (churn)", {key: report[key] for key in report if "churn" in key})
    finally:
        status = server.stop()
        checks.expect(status == 0, f"the server exited with status {status} on SIGTERM")
    if arguments.json:
        with open(arguments.json, "w") as output:
            json.dump(report, output, indent=2)
    for failure in checks.failures:
        print(f"FAILED: {failure}")
    print(f"load: {checks.passed} passed, {len(checks.failures)} failed")
    return 1 if checks.failures else 0


def print_report(title, values):
    print(f"-- {title}")
    for key, value in values.items():
        print(f"   {key}: {value}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", help="the liveboard binary (default: the newest in .build)")
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--actions", type=int, default=20_000)
    parser.add_argument("--churn", type=int, default=400, help="clients that connect and drop in phase 2 (0: none)")
    parser.add_argument("--timeout", type=float, default=600, help="seconds each phase may take at most")
    parser.add_argument("--settle", type=float, default=15, help="seconds the server may take to notice closed clients")
    parser.add_argument("--json", help="also write the figures to this file")
    arguments = parser.parse_args()
    if arguments.clients < 1 or arguments.actions < arguments.clients:
        parser.error("--actions must be at least --clients, and --clients at least 1")
    try:
        return asyncio.run(run(arguments))
    except asyncio.TimeoutError:
        print(f"FAILED: a phase took longer than {arguments.timeout} s")
        print("load: 0 passed, 1 failed")
        return 1


if __name__ == "__main__":
    sys.exit(main())
