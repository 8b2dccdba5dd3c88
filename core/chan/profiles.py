"""Rule profiles as data (like the `mahjong` package's OptionalRules)."""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from ..common.jsonio import excerpt
from ..common.text import Text
from .cards import NotationError

PROFILES_FILE = Path(__file__).resolve().parent / "profiles.toml"
PROFILE_FILES_SETTING = "CHAN_PROFILE_FILES"
# the fixed cước ids (D11) a profile may give values to
CUOC_IDS = (
    "xuong", "chi", "thien_u", "dia_u", "thong", "tom", "leo", "bach_thu", "bach_thu_chi", "thien_khai",
    "chiu_u", "bon", "u_bon", "chiu", "bach_dinh", "tam_do", "kinh_tu_chi", "thap_thanh",
    "hoa_roi_cua_phat", "ca_loi_san_dinh",
)  # fmt: skip
_FLAGS = ("thap_thanh_sum", "has_bach_thu_chi", "has_ga", "has_four_eleven", "has_bao", "has_calling")


class ProfileError(ValueError):
    """A profiles file that does not hold together; the message names the file, the profile and the field."""


def _read(path: Path) -> dict:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise ProfileError(f"{path.name}: not a readable profiles file ({error})") from error


SCORING = _read(PROFILES_FILE)["scoring"]
XUONG_POINTS: int = SCORING["xuong_points"]
GA_POINTS: int = SCORING["ga_points"]
FOUR_ELEVEN_MIN: int = SCORING["four_eleven_min"]
FOUR_ELEVEN_PENALTY: int = SCORING["four_eleven_penalty"]

# gà options of document 003 §V (D13): option id → (English, Vietnamese)
GA_OPTIONS = {
    "u_bon_bach_thu": Text("Ù bòn bạch thủ (or bạch thủ chi)", "Ù bòn bạch thủ (hoặc bạch thủ chi)"),
    "thap_thanh": Text("Thập thành", "Thập thành"),
    "kinh_tu_chi": Text("Kính tứ chi", "Kính tứ chi"),
    "bach_dinh": Text("Bạch định", "Bạch định"),
    "bach_dinh_tom": Text("Bạch định only with Tôm", "Bạch định có Tôm"),
    "tam_do": Text("Tám đỏ", "Tám đỏ"),
    "tam_do_leo": Text("Tám đỏ only with Lèo", "Tám đỏ có Lèo"),
    "bach_thu_chi": Text("Bạch thủ chi", "Bạch thủ chi"),
    "chi_bach_thu": Text("Chì bạch thủ, 1 gà", "Chì bạch thủ, 1 gà"),
    "chi_bach_thu_2": Text("Chì bạch thủ, 2 gà", "Chì bạch thủ, 2 gà"),
}


# the capture and discard checks a profile can enforce (D14, D16): document id → the rule ids a
# capture can break under them (drills offer these as choices)
CHECKS = {
    # document 000 §3: the capture rules `capture.*`; where 000 is silent the action is allowed
    "000": (
        "capture.must_chan",
        "capture.no_break_chan",
        "capture.declined_chan",
        "capture.discarded_face",
        "capture.ca_rank_has_ca",
        "capture.ca_last_single",
        "capture.ca_after_discarding_ca",
        "capture.leave_discard",
    ),
    # document 003 §IV: the 18 errors `error.A1` … `error.D18` (those a capture can commit here)
    "003": (
        "error.A1",
        "error.A2",
        "error.A3",
        "error.A4",
        "error.A5",
        "error.B7",
        "error.B8",
        "error.B9",
        "error.C11",
        "error.C12",
        "error.C13",
        "error.D16",
    ),
}


@dataclass(frozen=True)
class Profile:
    """A rule profile: its values and every rule that differs between profiles, so the engine,
    scoring and the app ask the profile (never its name). Profiles are data: profiles.toml (and
    the files named by CHAN_PROFILE_FILES), read by `load_profiles`."""

    name: str
    document: str
    values: dict
    thap_thanh_sum: bool  # cardavia: Thập thành adds the điểm of every cước (D9)
    has_bach_thu_chi: bool
    has_ga: bool  # gà options (D13)
    has_four_eleven: bool  # the 4-11 option (D21)
    has_bao: bool  # báo: advanced mode, đền làng on a wrong call
    checks: str = "000"  # whose capture and discard checks apply: "000" (§3) or "003" (§IV errors)
    has_calling: bool = False  # the winner calls the cước (xướng, D23); else wins are scored automatically
    title: Text | None = None  # the name shown, in every language (the name itself when None)
    rules: str = ""  # the rulebook's profile tag whose rules apply (the name itself when empty)

    def __post_init__(self) -> None:
        if self.checks not in CHECKS:
            raise ValueError(f"checks must be one of {', '.join(CHECKS)}, not {self.checks!r}")
        if not self.rules:
            object.__setattr__(self, "rules", self.name)

    @property
    def display(self) -> Text:
        """The name shown to a player, in every language (`title`, or the name itself)."""
        return self.title or Text(self.name, self.name)

    @property
    def error_checks(self) -> bool:
        """Whether the 18 errors of document 003 §IV apply (`error.*`); otherwise the capture and
        discard rules of document 000 §3 do (`capture.*`)."""
        return self.checks == "003"

    @property
    def has_advanced(self) -> bool:
        """Advanced mode (D14): illegal moves happen and 003 §VI punishes their errors, so it needs
        báo and the errors of 003 §IV."""
        return self.has_bao and self.error_checks

    @property
    def capture_rules(self) -> tuple[str, ...]:
        """The rule ids a capture can break under this profile's checks."""
        return CHECKS[self.checks]

    @property
    def has_special(self) -> bool:
        """The special cước of document 003 (Hoa rơi cửa Phật, Cá lội sân đình)."""
        return "hoa_roi_cua_phat" in self.values or "ca_loi_san_dinh" in self.values

    @cached_property
    def events(self) -> frozenset:
        return frozenset(EVENTS) & frozenset(self.values)

    def value(self, cuoc_id: str) -> tuple[int, int]:
        return self.values[cuoc_id]

    def __hash__(self) -> int:  # by name (values is a dict), so scoring can cache on facts
        return hash(self.name)


EVENTS = ("chi", "thien_u", "dia_u", "thong", "chiu_u", "u_bon", "bon", "chiu", "thien_khai")


def _profile(table: Any, where: str) -> Profile:
    """One `[[profile]]` table, checked: every field there and of the right kind, known cước ids."""
    if not isinstance(table, dict):
        raise ProfileError(f"{where}: a profile is a table")
    known = {"name", "name_vi", "document", "rules", "checks", "values", *_FLAGS}
    if unknown := sorted(set(table) - known):
        raise ProfileError(f"{where}: unknown field {unknown[0]!r}")
    for field_name in ("name", "document", "checks", "values", *_FLAGS):
        if field_name not in table:
            raise ProfileError(f"{where}: missing field {field_name!r}")
    name = table["name"]
    if not isinstance(name, str) or not re.fullmatch(r"[a-z][a-z0-9_]*", name):
        raise ProfileError(f"{where}: name must be a lower-case id, not {excerpt(name)!r}")
    where = f"{where} ({name})"
    for flag in _FLAGS:
        if not isinstance(table[flag], bool):
            raise ProfileError(f"{where}: {flag} must be true or false")
    if table["checks"] not in CHECKS:
        raise ProfileError(f"{where}: checks must be one of {', '.join(CHECKS)}")
    values = table["values"]
    if not isinstance(values, dict) or not values:
        raise ProfileError(f"{where}: values must be a table of cước id = [điểm, dịch]")
    for cuoc, pair in values.items():
        if cuoc not in CUOC_IDS:
            raise ProfileError(f"{where}: unknown cước id {cuoc!r} in values")
        if not (isinstance(pair, list) and len(pair) == 2 and all(type(v) is int and v >= 0 for v in pair)):
            raise ProfileError(f"{where}: values.{cuoc} must be [điểm, dịch], two whole numbers")
    return Profile(
        name,
        str(table["document"]),
        {cuoc: (pair[0], pair[1]) for cuoc, pair in values.items()},
        checks=table["checks"],
        title=Text(name, str(table.get("name_vi") or name)),
        rules=str(table.get("rules", "")),
        **{flag: table[flag] for flag in _FLAGS},
    )


def load_profiles(*paths: Path) -> dict[str, Profile]:
    """The profiles of `paths` in order, by name; ProfileError names what is wrong and where."""
    found: dict[str, Profile] = {}
    for path in paths:
        tables = _read(path).get("profile")
        if not isinstance(tables, list) or not tables:
            raise ProfileError(f"{path.name}: no [[profile]] tables")
        for number, table in enumerate(tables, 1):
            profile = _profile(table, f"{path.name}, profile {number}")
            if profile.name in found:
                raise ProfileError(f"{path.name}, profile {number}: the name {profile.name!r} is taken")
            found[profile.name] = profile
    return found


def _extra_files() -> list[Path]:
    return [Path(p) for p in os.environ.get(PROFILE_FILES_SETTING, "").split(os.pathsep) if p]


PROFILES: dict[str, Profile] = load_profiles(PROFILES_FILE, *_extra_files())
CARDAVIA, TRADITIONAL = PROFILES["cardavia"], PROFILES["traditional"]
DEFAULT_PROFILE = CARDAVIA.name


def get_profile(profile: str | Profile) -> Profile:
    if isinstance(profile, Profile):
        return profile
    if isinstance(profile, str) and profile in PROFILES:
        return PROFILES[profile]
    names = " or ".join(PROFILES)
    raise NotationError(
        f"unknown rule profile; use {names}",
        f"không có bộ luật này; hãy dùng {names.replace(' or ', ' hoặc ')}",
        excerpt(profile),
    )
