"""Which deals are being recorded right now: by this process (held here), or by another
program that is still running (its process id, kept in ``deals.owner_pid``). A deal
left ``playing`` by neither was interrupted: a crash, a kill, a lost power."""

from __future__ import annotations

import os
import sys

# Deals being recorded by this process, as (database key, deal id): a second
# connection to the same file in this process must not take them for interrupted.
_LIVE: set[tuple[str, int]] = set()


def hold(database: str, deal_id: int) -> None:
    _LIVE.add((database, deal_id))


def release(database: str, deal_id: int) -> None:
    _LIVE.discard((database, deal_id))


def release_all(database: str) -> None:
    for key in [k for k in _LIVE if k[0] == database]:
        _LIVE.discard(key)


def interrupted(database: str, deal_id: int, status: str, owner_pid: int | None) -> bool:
    """Whether a deal is ``playing`` with nobody recording it any more."""
    if status != "playing" or (database, deal_id) in _LIVE:
        return False
    return owner_pid is None or owner_pid == os.getpid() or not pid_alive(owner_pid)


def pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
        import ctypes

        handle = ctypes.windll.kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        ctypes.windll.kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
        ctypes.windll.kernel32.CloseHandle(handle)
        return code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
