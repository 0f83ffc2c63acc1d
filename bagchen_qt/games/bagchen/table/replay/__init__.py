"""Bagchen's replay: the page of the replay window's Replay tab (its "replay_page" face),
its table view and strip of face-down tiles, the review panel and "Play from here"."""
