"""Names vulture (dead-code check, .ci/run) reports but that are used: public API the tests and the
benchmarks call, protocol members, and what only mypy reads. Keep it short; a new entry says why."""

# ruff: noqa: F821, B018
_.pass_  # core.chan.actions: the notation's pass action, used by tests and the CLI's users
_.win_points  # core.chan.ai.appraisal: the tournament benchmark reads it
_.revealed  # core.chan.ai.view: a field the AI view carries for its users (tests, decision_regret)
_.declining_is_final  # core.chan.deal.WinTerms: read by tests (D21)
_.build_deck  # core.chan.deck: builds a stacked deck for scripted deals (tests, examples)
_.document  # core.chan.profiles.Profile: which source document a profile follows
_.TRADITIONAL  # core.chan.profiles: the traditional profile object, imported by tests
_.can  # core.common.games: the GameDeal protocol and the Verifies mixin
_.chan_deal_is_a_game_deal  # core.common.deal_check: mypy checks the protocol through them
_.sichuan_deal_is_a_game_deal
_.as_dict  # core.sichuan.deal.WinNote: JSON form of a win, read by tests
_.all_tiles  # core.sichuan.deal: the tile census, read by tests
_.cited_rules  # tutorials.lessons.Lesson: every rule a lesson cites (tests check them)
_.SICHUAN  # ui.common.learning_check: mypy checks the protocol through it (CHAN is a used name elsewhere)
_.census  # core.chan.deal: the card census, read by tests and benchmarks/chan_deals.py
_.raw_loss  # core.common.verdict.Priced: the unclipped loss, for calibration by hand (documented field)
_._pragmas  # storage.engine: an SQLAlchemy "connect" event listener (registered by its decorator)
_.open_engine  # storage.engine: the process's engine for scripts outside the app (documented API)
_.app  # ui.launch: the `chan-app` console command (pyproject.toml)
_.engine  # ui.launch: every game's engine command (pyproject.toml)
