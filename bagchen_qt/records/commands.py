"""``bagchen records ...``: list, stats, export, import, verify and unfinished deals.

Every subcommand takes ``--db PATH``; without it ``bagchen --db PATH``, then
``$BAGCHEN_DB``, then the file in the user data folder is used. A database that can
only be read (a read-only file or folder) is read; a file that is not a records
database is refused and left untouched. Exit status: 0 when all is well, 1 when a
file is refused, a check finds problems or an export leaves out a deal it cannot
read, 2 when the database cannot be used (or, to import, cannot be written).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from typing import Any, TextIO

from bagchen_qt.core.quoting import bad_input_text
from bagchen_qt.games import DEFAULT_GAME

from .games import recorded_game
from .handrecord import seat_labels
from .store import DealSummary, RecordsError, Store


def _open(args: argparse.Namespace, writing: bool = False) -> Store | None:
    """The database, or None (the reason printed) when it cannot be used: it cannot be
    opened, or it is not there to read, or ``writing`` is wanted and it can only be read."""
    path = getattr(args, "db", None)
    try:
        store = Store.open(path, notify=lambda notice: print(f"bagchen records: {notice}", file=sys.stderr))
    except RecordsError as error:
        print(f"bagchen records: {error}", file=sys.stderr)
        return None
    if store.problem is None and (not writing or store.can_write()):
        return store
    if store.path is None and str(path) != ":memory:":
        print(f"bagchen records: the records database cannot be used: {store.problem}", file=sys.stderr)
    elif writing:
        print(f"bagchen records: nothing can be written to {store.path}: {store.problem}", file=sys.stderr)
    else:
        print(f"bagchen records: {store.path} is only read: {store.problem}", file=sys.stderr)
        return store
    store.close()
    return None


def _filters(args: argparse.Namespace) -> dict[str, Any]:
    return {
        "status": args.status,
        "session_id": args.session,
        "player": args.player,
        "since": args.since,
        "until": args.until,
        "deal_ids": args.deal_ids,
        "limit": args.limit or None,
        "game": args.game,
        "preset": args.preset,
    }


def game_name(text: str) -> str:
    """A ``--game`` value: the name of a game of the family."""
    from bagchen_qt.core.family import game_named

    try:
        return game_named(text).name
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


# --- list -------------------------------------------------------------------------------------

HEADER = f"{'id':>6}  {'started (UTC)':<16}  {'source':<8}  {'status':<11}  st  point  {'players':<40}  result"


def _labels(deal: DealSummary) -> tuple[str, ...]:
    """The deal's seats as its hand records write them (E S W N, or numbers past four)."""
    return seat_labels(len(deal.players))


def result_text(deal: DealSummary) -> str:
    if deal.result is None and deal.nets is not None:  # another game: the chips each seat won
        game = "" if deal.game == DEFAULT_GAME else f"{deal.game}{' ' + deal.preset if deal.preset else ''}; "
        return game + " ".join(f"{label} {n:+d}" for label, n in zip(_labels(deal), deal.nets, strict=False))
    if deal.result is None:
        return "interrupted: can be resumed" if deal.interrupted else "-"
    return recorded_game(deal.game).result_line(deal.result, _labels(deal))


def deal_line(deal: DealSummary) -> str:
    started = deal.started_at.replace("T", " ")[:16]
    status = "interrupted" if deal.interrupted else deal.status
    players = "/".join(deal.players)
    return (
        f"{deal.id:>6}  {started:<16}  {deal.source[:8]:<8}  {status:<11}  {_labels(deal)[deal.starter]:<2}  "
        f"{deal.point or '-':<5}  {players[:40]:<40}  {result_text(deal)}"
    )


def write_list(deals: Iterable[DealSummary], out: TextIO) -> int:
    out.write(HEADER + "\n")
    n = 0
    for deal in deals:
        out.write(deal_line(deal) + "\n")
        n += 1
    out.write(f"{n} deal{'s' if n != 1 else ''}\n")
    return n


def _summary_json(deal: DealSummary) -> dict[str, Any]:
    labels = _labels(deal)
    return {
        "id": deal.id,
        "session": deal.session_id,
        "number": deal.number,
        "source": deal.source,
        "status": "interrupted" if deal.interrupted else deal.status,
        "started": deal.started_at,
        "finished": deal.finished_at,
        "starter": labels[deal.starter],
        "seed": deal.seed,
        "dice": list(deal.dice) if deal.dice else None,
        "point": deal.point,
        "redeals": deal.redeals,
        "game": deal.game,
        "preset": deal.preset,
        "players": dict(zip(labels, deal.players, strict=True)),
        "result": ({"nets": dict(zip(labels, deal.nets, strict=False))} if deal.nets is not None else None)
        if deal.result is None
        else {
            "last_winner": labels[deal.result.last_winner],
            "multiplier": deal.result.multiplier,
            "sweep": deal.result.sweep,
            "nets": dict(zip(labels, deal.result.nets, strict=False)),
        },
    }


def _list(args: argparse.Namespace) -> int:
    store = _open(args)
    if store is None:
        return 2
    with store:
        deals = store.deals(**_filters(args))
        if args.json:
            json.dump([_summary_json(d) for d in deals], sys.stdout)
            sys.stdout.write("\n")
        else:
            write_list(deals, sys.stdout)
    return 0


# --- stats ------------------------------------------------------------------------------------


def _stats(args: argparse.Namespace) -> int:
    store = _open(args)
    if store is None:
        return 2
    with store:
        stats = store.stats(args.game)
        if args.json:
            print(json.dumps(stats))
            return 0
        where = store.path or "memory"
        print(f"Records in {where} (schema {store.schema_version})" + (f", {args.game} only" if args.game else ""))
        if len(stats["games"]) > 1 or args.game:
            print(
                "  games: "
                + ", ".join(
                    f"{name} {n['deals']} deals ({n['finished']} finished)" for name, n in stats["games"].items()
                )
            )
        print(
            f"  sessions {stats['sessions']}, deals {stats['deals']} ({stats['finished']} finished, "
            f"{stats['unfinished']} unfinished), events {stats['events']}, annotations {stats['annotations']}"
        )
        if args.game is None or recorded_game(args.game).keeps_own_details:
            print(f"  re-deals {stats['redeals']}, jumps {stats['jumps']}, sweeps {stats['sweeps']}")
        if stats.get("demo_deals"):
            print(
                f"  demo deals {stats['demo_deals']}: counted in the deals, "
                "left out of the jumps, sweeps and players' records"
            )
        if stats["players"]:
            print(f"  {'player':<24} {'seats played':>12} {'last tricks':>11} {'chips':>8} {'per deal':>9}")
            for p in stats["players"]:
                per = p["chips"] / p["deals"] if p["deals"] else 0.0
                print(
                    f"  {p['player'][:24]:<24} {p['deals']:>12} {p['last_tricks']:>11} {p['chips']:>+8d} {per:>+9.2f}"
                )
    return 0


# --- export and import --------------------------------------------------------------------------


def _export(args: argparse.Namespace) -> int:
    from .handrecord import export_document, write_document

    store = _open(args)
    if store is None:
        return 2
    with store:
        try:
            ids = [d.id for d in store.deals(**_filters(args))]
            if args.deal_ids:
                missing = sorted(set(args.deal_ids) - set(ids))
                if missing:
                    raise RecordsError(f"there is no deal {missing[0]} matching the filters")
                ids = [i for i in args.deal_ids if i in set(ids)]
            skipped: list[str] = []
            document = export_document(store, ids, skipped=skipped)
            write_document(document, args.file)
        except (RecordsError, OSError) as error:
            print(f"bagchen records export: {error}", file=sys.stderr)
            return 1
    sessions, written = len(document["sessions"]), len(document["deals"])
    message = (
        f"Exported {written} deal{'s' if written != 1 else ''} ({sessions} session"
        f"{'s' if sessions != 1 else ''}) to {args.file}."
    )
    print(message, file=sys.stderr if args.file == "-" else sys.stdout)
    for reason in skipped:
        print(f"bagchen records export: left out, unreadable: {reason}", file=sys.stderr)
    return 1 if skipped else 0


def _import(args: argparse.Namespace) -> int:
    from .handrecord import NOTHING_STORED, HandRecordError, check_document, read_bytes, store_document

    try:
        document = check_document(read_bytes(args.file))  # all of it, before the database is opened
    except HandRecordError as error:
        print(f"bagchen records import: {bad_input_text(args.file, error, NOTHING_STORED)}", file=sys.stderr)
        return 1
    store = _open(args, writing=True)
    if store is None:
        return 2
    with store:
        try:
            report = store_document(store, document)
        except RecordsError as error:
            print(f"bagchen records import: nothing was stored: {error}", file=sys.stderr)
            return 1
    n = len(report.deal_ids)
    line = f"Imported {n} deal{'s' if n != 1 else ''} from {args.file}"
    if report.deal_ids:
        line += f" (ids {report.deal_ids[0]} to {report.deal_ids[-1]}, {report.sessions} new session"
        line += f"{'s' if report.sessions != 1 else ''})"
    if report.skipped:
        line += f"; {report.skipped} already stored, skipped"
    print(line + ".")
    return 0


# --- verify -------------------------------------------------------------------------------------


def _verify(args: argparse.Namespace) -> int:
    if args.file:
        from .handrecord import HandRecordError, verify_file

        try:
            n, finished = verify_file(args.file)
        except HandRecordError as error:
            print(bad_input_text(args.file, error))
            return 1
        print(
            f"{args.file}: {n} deal{'s' if n != 1 else ''} verified ({finished} finished, "
            f"{n - finished} unfinished): every event legal, tiles conserved, "
            f"payments and results as the rules give."
        )
        return 0
    from .verify import verify_store

    store = _open(args)
    if store is None:
        return 2
    with store:
        report = verify_store(store)
        where = store.path or "memory"
    for notice in store.notices:  # the database was damaged: say so here too, and fail
        report.problems.append(notice)
    print(f"{where}: database integrity {report.integrity}")
    for problem in report.problems:
        print(f"  {problem}")
    print(
        f"{report.checked} deals checked: {report.finished} finished, {report.unfinished} unfinished "
        f"({report.interrupted} interrupted); "
        f"{'all verified' if report.ok else str(len(report.problems)) + ' with problems'}."
    )
    return 0 if report.ok else 1


# --- unfinished -------------------------------------------------------------------------------


def _unfinished(args: argparse.Namespace) -> int:
    store = _open(args, writing=args.keep)
    if store is None:
        return 2
    with store:
        deals = store.interrupted_deals()
        if not deals:
            print("No interrupted deals.")
            return 0
        write_list(deals, sys.stdout)
        if args.keep:
            for deal in deals:
                store.keep_unfinished(deal.id)
            print(f"Kept {len(deals)} as unfinished.")
        else:
            print("The table offers to resume them; --keep keeps them as unfinished.")
    return 0


# --- the parser -------------------------------------------------------------------------------


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``bagchen records`` and its subcommands to the ``bagchen`` parser. The parser
    calls this only once the command is chosen (this package loads SQLite); it lets
    ``bagchen selfplay --db PATH`` record with ``store.open_selfplay_recorder`` itself."""
    db = argparse.ArgumentParser(add_help=False)
    # SUPPRESS: a subcommand's --db must not hide ``bagchen --db PATH records ...``.
    db.add_argument(
        "--db",
        metavar="PATH",
        default=argparse.SUPPRESS,
        help="the records database (default: $BAGCHEN_DB, else the user data folder)",
    )
    chosen = argparse.ArgumentParser(add_help=False)
    chosen.add_argument(
        "--deal", dest="deal_ids", type=int, action="append", metavar="ID", help="this deal (repeat for more)"
    )
    chosen.add_argument("--session", type=int, metavar="ID", help="deals of this session")
    chosen.add_argument("--player", metavar="NAME", help="deals with this human, or this AI level")
    chosen.add_argument("--status", choices=("finished", "unfinished", "playing"))
    chosen.add_argument("--since", metavar="DATE", help="deals started on or after DATE (YYYY-MM-DD, UTC)")
    chosen.add_argument("--until", metavar="DATE", help="deals started before DATE")
    chosen.add_argument("--limit", type=int, default=0, metavar="N", help="at most N deals")
    chosen.add_argument("--game", type=game_name, metavar="GAME", help="deals of this game (its stored name)")
    chosen.add_argument("--preset", metavar="NAME", help="deals whose rules are this preset of their game")

    records = sub.add_parser("records", parents=[db], help="the deal records: list, stats, export, import, verify")

    def show_help(args: argparse.Namespace) -> int:
        records.print_help()
        return 0

    records.set_defaults(run=show_help)
    commands = records.add_subparsers(dest="records_command", metavar="COMMAND")

    listing = commands.add_parser("list", parents=[db, chosen], help="list the recorded deals")
    listing.add_argument("--json", action="store_true", help="print a JSON list")
    listing.set_defaults(run=_list)

    stats = commands.add_parser("stats", parents=[db], help="counts, results and each player's record")
    stats.add_argument("--json", action="store_true", help="print one JSON object")
    stats.add_argument("--game", type=game_name, metavar="GAME", help="this game's deals only (its stored name)")
    stats.set_defaults(run=_stats)

    export = commands.add_parser(
        "export",
        parents=[db, chosen],
        help="write deals (one, a session, or a filter; default all) to a hand-record file",
    )
    export.add_argument("file", metavar="FILE", help="the file to write (- for standard output)")
    export.set_defaults(run=_export)

    imports = commands.add_parser("import", parents=[db], help="check a hand-record file, then store its deals")
    imports.add_argument("file", metavar="FILE", help="the file to read (- for standard input)")
    imports.set_defaults(run=_import)

    verify = commands.add_parser(
        "verify", parents=[db], help="re-check every recorded deal (or a hand-record FILE) against the rules"
    )
    verify.add_argument("file", metavar="FILE", nargs="?", help="check this file instead of the database")
    verify.set_defaults(run=_verify)

    unfinished = commands.add_parser("unfinished", parents=[db], help="deals interrupted by a crash")
    unfinished.add_argument("--keep", action="store_true", help="keep them as unfinished (no longer offered)")
    unfinished.set_defaults(run=_unfinished)
