"""Rule profiles as data (like the `mahjong` package's OptionalRules)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..common.jsonio import excerpt
from .cards import NotationError

# cước id → (điểm, dịch), D10–D12
_COMMON = {
    "chi": (3, 1),
    "thien_u": (3, 1),
    "tom": (4, 1),
    "bach_thu": (4, 1),
    "leo": (5, 2),
    "bach_dinh": (7, 4),
    "tam_do": (8, 5),
    "kinh_tu_chi": (12, 9),
    "thap_thanh": (12, 9),
}
CARDAVIA_VALUES = {**_COMMON, "thien_khai": (5, 2), "chiu_u": (5, 2), "bon": (5, 2)}
TRADITIONAL_VALUES = {
    **_COMMON,
    "dia_u": (3, 1),
    "thong": (3, 1),
    "thien_khai": (3, 1),
    "chiu_u": (3, 1),
    "bon": (3, 1),
    "u_bon": (3, 1),
    "chiu": (3, 1),
    "bach_thu_chi": (6, 3),
    "hoa_roi_cua_phat": (20, 17),
    "ca_loi_san_dinh": (20, 17),
}

XUONG_POINTS = 2
GA_POINTS = 5
FOUR_ELEVEN_MIN, FOUR_ELEVEN_PENALTY = 4, 11

# gà options of document 003 §V (D13): option id → (English, Vietnamese)
GA_OPTIONS = {
    "u_bon_bach_thu": ("Ù bòn bạch thủ (or bạch thủ chi)", "Ù bòn bạch thủ (hoặc bạch thủ chi)"),
    "thap_thanh": ("Thập thành", "Thập thành"),
    "kinh_tu_chi": ("Kính tứ chi", "Kính tứ chi"),
    "bach_dinh": ("Bạch định", "Bạch định"),
    "bach_dinh_tom": ("Bạch định only with Tôm", "Bạch định có Tôm"),
    "tam_do": ("Tám đỏ", "Tám đỏ"),
    "tam_do_leo": ("Tám đỏ only with Lèo", "Tám đỏ có Lèo"),
    "bach_thu_chi": ("Bạch thủ chi", "Bạch thủ chi"),
    "chi_bach_thu": ("Chì bạch thủ, 1 gà", "Chì bạch thủ, 1 gà"),
    "chi_bach_thu_2": ("Chì bạch thủ, 2 gà", "Chì bạch thủ, 2 gà"),
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
    scoring and the app ask the profile (never its name). A new profile is one `Profile(...)`
    here, added to `PROFILES`."""

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
    name_vi: str = ""  # the name in Vietnamese texts (the name itself when empty)

    def __post_init__(self) -> None:
        if self.checks not in CHECKS:
            raise ValueError(f"checks must be one of {', '.join(CHECKS)}, not {self.checks!r}")
        if not self.name_vi:
            object.__setattr__(self, "name_vi", self.name)

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

CARDAVIA = Profile(
    "cardavia",
    "000",
    CARDAVIA_VALUES,
    thap_thanh_sum=True,
    has_bach_thu_chi=False,
    has_ga=False,
    has_four_eleven=False,
    has_bao=False,
    checks="000",
    has_calling=False,
)
TRADITIONAL = Profile(
    "traditional",
    "003",
    TRADITIONAL_VALUES,
    thap_thanh_sum=False,
    has_bach_thu_chi=True,
    has_ga=True,
    has_four_eleven=True,
    has_bao=True,
    checks="003",
    has_calling=True,
    name_vi="truyền thống",
)
PROFILES = {p.name: p for p in (CARDAVIA, TRADITIONAL)}


def get_profile(profile: str | Profile) -> Profile:
    if isinstance(profile, Profile):
        return profile
    if isinstance(profile, str) and profile in PROFILES:
        return PROFILES[profile]
    raise NotationError(
        "unknown rule profile; use cardavia or traditional",
        "không có bộ luật này; hãy dùng cardavia hoặc traditional",
        excerpt(profile),
    )
