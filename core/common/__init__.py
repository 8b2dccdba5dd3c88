"""What both games share (see README.md beside this file for the names both games use).

- `core.common.errors`: `GameError`, `NotationError` (token, position), `RefusedAction` (rule ids,
  a reason in English and Vietnamese): the bases of both games' errors;
- `core.common.text`: `Text(en, vi)`, the value bilingual results carry instead of a `lang` parameter;
- `core.common.players`: the `Player` protocol, `RandomBot`, `play_out` and `advance`;
- `core.common.verdict`: the coaches' labels (best … blunder) by expected points lost, and the paired loss;
- `core.common.odds`: the hypergeometric chance both wait analyses quote;
- `core.common.cli`: the command-line scaffold (exit codes, ``--json``, one-line errors);
- `core.common.rulebook`: rules as data, loaded from each game's ``rules.toml``;
- `core.common.replay_format`: the replay header both games write and check (``"format": "chan-deal/1"``,
  ``"sichuan-deal/1"``).
"""
