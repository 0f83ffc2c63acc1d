"""Deal records: SQLite storage, the hand-record file format and replay."""
