"""The command-line scaffold both games' CLIs stand on (`python -m core.chan`, `python -m core.sichuan`).

The contract (pinned; tests/test_chan_cli.py and tests/test_sichuan_cli.py check it):

* exit status `EXIT_OK` (0) on a result, `EXIT_NO_WIN` (1) when `score` finds no win,
  `EXIT_BAD_INPUT` (2) for bad input: a usage error or a notation error;
* bad input is ONE line on stderr, ``error: <message>``, control characters escaped and at most
  500 characters whatever the input held (`core.common.jsonio.one_line`); no traceback;
* ``--json`` prints one JSON document on stdout (`print_json`: UTF-8 text, not ASCII escapes);
* a closed pipe (``| head``) ends quietly with 0.

A game builds its parser with `new_parser` (argparse, whose usage errors become `BadInput`
instead of argparse's multi-line message and exit), maps command names to functions
``command(args) -> exit status`` and calls `run`.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .errors import GameError
from .jsonio import one_line

EXIT_OK, EXIT_NO_WIN, EXIT_BAD_INPUT = 0, 1, 2


class BadInput(GameError):
    """A usage error: a wrong flag, a missing argument, a value out of range (exit 2)."""


class Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit 2 (argparse would print the usage and exit itself)
        raise BadInput(message)


def new_parser(prog: str, description: str) -> tuple[Parser, Any]:
    """A parser and its sub-command group (every sub-parser is a `Parser` too)."""
    parser = Parser(prog=prog, description=description)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    return parser, sub


def print_json(value: Any) -> None:
    print(json.dumps(value, ensure_ascii=False))


def fail(err: BaseException) -> int:
    """Report `err` as the one line on stderr; the bad-input exit status."""
    print(f"error: {one_line(str(err))}", file=sys.stderr)  # one line, whatever the input held
    return EXIT_BAD_INPUT


def run(
    build_parser: Callable[[], argparse.ArgumentParser],
    commands: Mapping[str, Callable[[Any], int]],
    argv: Sequence[str] | None = None,
    errors: tuple[type[BaseException], ...] = (),
) -> int:
    """Parse `argv`, run its command and return the exit status.

    The command is ``commands[args.command]``, or ``args.run`` when a sub-parser set one
    (``set_defaults(run=…)``). `BadInput` and the game's `errors` (its NotationError) become
    the one-line message and exit 2; anything else is a bug and propagates."""
    caught: tuple[type[BaseException], ...] = (BadInput, *errors)
    try:
        args = build_parser().parse_args(argv)
        command = commands[args.command] if args.command in commands else args.run
        return command(args)
    except caught as err:
        return fail(err)
    except BrokenPipeError:
        return EXIT_OK


__all__ = ["run", "new_parser", "print_json", "fail", "Parser", "BadInput", "EXIT_OK", "EXIT_NO_WIN", "EXIT_BAD_INPUT"]
