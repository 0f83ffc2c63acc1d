"""Deal records: SQLite storage, the hand-record file format and replay.

Pure Python (rules and AI layers only, never Qt). The pieces:

- ``store``: ``Store``, the face of the records: ``Store.open(path | None)`` (``--db``,
  then ``$BAGCHEN_DB``, then the user data folder), sessions and players,
  ``begin_deal`` -> ``DealRecorder`` (one transaction per event), interrupted deals
  (resume, or keep as unfinished), listing, loading, annotations and AI reviews. Its
  docstring tells how damaged, newer and unwritable databases are handled. Behind it,
  one module a job: ``connection`` (statements, transactions, whether recording goes
  on), ``opening`` (checks, recovery, fall-backs), ``recording`` (the table's
  recorder), ``finished`` (``record_finished_deal`` and ``SelfplayRecorder`` for
  self-play), ``queries`` (one ``DealQuery``, one ``DealSummary``, statistics),
  ``loading`` (one deal or session whole), ``notes`` (annotations and reviews),
  ``importing`` (checked records in one transaction), ``rows`` (columns and inserts),
  ``owners`` (which deals are being recorded now).
- ``deal_log``: ``DealLog``, what the table asks of the records while it plays (a
  Protocol: the table's ``TableLog`` records, ``NoRecording`` keeps nothing).
- ``replay``: ``Replay`` rebuilds the state at any step of a recorded deal, all hands
  or as one seat saw it.
- ``handrecord``: the versioned JSON file of ``docs/hand-record.md``: export, and an
  import that checks everything before writing anything.
- ``model``: ``DealRecord`` and ``check_deal`` (the rules check shared by import and
  verify); ``verify``: ``verify_store``.
- ``games``: what the records need of any game of the family (``rules.family``): its
  rule sets, events and results as stored text, where a deal starts; every deal and
  session names its ``game`` and preset, and Bagchen keeps its fast writers.
- ``schema``: the tables and their migrations; ``commands``: ``bagchen records ...``;
  ``bench``: ``bagchen bench records``; ``examples``: the deals in ``replays/``.
"""

from .handrecord import HandRecordError, export_document, import_file, read_file, write_document
from .model import DealCheckError, DealRecord, Note, PlayerSpec, check_deal
from .replay import Replay
from .schema import MARKS, SCHEMA_VERSION
from .store import (
    Annotation,
    DealRecorder,
    DealSummary,
    NewerSchemaError,
    NotARecordsDatabase,
    RecordsError,
    Review,
    SelfplayRecorder,
    Store,
    default_db_path,
    open_selfplay_recorder,
    record_finished_deal,
    resolve_db_path,
)
from .verify import VerifyReport, verify_store

__all__ = [
    "MARKS",
    "SCHEMA_VERSION",
    "Annotation",
    "DealCheckError",
    "DealRecord",
    "DealRecorder",
    "DealSummary",
    "HandRecordError",
    "NewerSchemaError",
    "NotARecordsDatabase",
    "Note",
    "PlayerSpec",
    "RecordsError",
    "Replay",
    "Review",
    "SelfplayRecorder",
    "Store",
    "VerifyReport",
    "check_deal",
    "default_db_path",
    "export_document",
    "import_file",
    "open_selfplay_recorder",
    "read_file",
    "record_finished_deal",
    "resolve_db_path",
    "verify_store",
    "write_document",
]
