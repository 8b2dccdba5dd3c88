"""The Chắn table as one block of HTML: four seats around the card in play.

No Streamlit here: `table_html(deal, lang, ...)` is a pure function of the deal, so tests read it
directly and the page draws it with `st.markdown(..., unsafe_allow_html=True)`.

Layout (003: the cửa trên is the player on one's left, so play goes round counter-clockwise):
the learner at the bottom, AI 1 (who receives the learner's discards) on the right, AI 2 at the
top, AI 3 (the learner's cửa trên) on the left. Each seat shows its badges (dealer, to act, báo),
its exposed pairs grouped as pairs, every card lying at its gate, and its hand (face down during
the deal, face up at its end). The centre shows the card in play, the stock, the gà pot and the
last action, which is also outlined where it happened. Every box has a fixed minimum height so
the page does not jump while the AI plays; on a phone the seats stack in play order.
"""

from __future__ import annotations

from html import escape

from core.chan.deal import SEATS, Deal, LogEntry

from ..glossary import term_definition
from ..i18n import t
from .cards import card_svg, group_view
from .play_view import card_name, describe, public_log, seat_name

YOU = 0
AREA = {0: "you", 1: "right", 2: "top", 3: "left"}
_LAST_RING = "#f59e0b"
_TURN_RING = "#2563eb"

CSS = """
<style>
.chan-table{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.15fr) minmax(0,1fr);
 grid-template-areas:". top ." "left centre right" ". you .";gap:8px;margin:0 0 .5rem}
.chan-seat{border:1px solid rgba(128,128,128,.35);border-radius:12px;padding:6px 8px;min-height:250px;
 background:rgba(34,197,94,.06)}
.chan-seat.to-act{border:3px solid #2563eb;box-shadow:0 0 0 3px rgba(37,99,235,.15)}
.chan-seat.bao{background:rgba(220,38,38,.08)}
.chan-seat .who{display:flex;flex-wrap:wrap;gap:4px;align-items:center;font-weight:700;font-size:15px}
.chan-badge{display:inline-block;font-size:11.5px;font-weight:600;padding:1px 7px;border-radius:9px;
 background:#e2e8f0;color:#1e293b;white-space:nowrap}
.chan-badge.dealer{background:#7c2d12;color:#fff}.chan-badge.turn{background:#2563eb;color:#fff}
.chan-badge.bao{background:#dc2626;color:#fff}.chan-badge.upper{background:#0f766e;color:#fff}
.chan-badge.last{background:#f59e0b;color:#1e293b}
.chan-sub{font-size:12px;opacity:.8;margin:4px 0 1px}
.chan-row{display:flex;flex-wrap:wrap;gap:2px;align-items:flex-end;min-height:12px}
.chan-pair{display:inline-flex;gap:1px;padding:2px;border:1.5px solid #d97706;border-radius:6px;
 background:rgba(245,158,11,.14);margin:0 3px 3px 0}
.chan-hgroup{display:inline-flex;gap:1px;padding:2px;border:1px solid rgba(128,128,128,.45);border-radius:6px;
 margin:0 3px 3px 0}
.chan-lastcard{outline:3px solid #f59e0b;outline-offset:1px;border-radius:4px}
.chan-centre{grid-area:centre;border:1px dashed rgba(128,128,128,.5);border-radius:12px;padding:8px;
 min-height:250px;display:flex;flex-direction:column;align-items:center;justify-content:flex-start;gap:4px;
 text-align:center}
.chan-centre .facts{display:flex;flex-wrap:wrap;gap:6px;justify-content:center;font-size:13px}
.chan-last{background:rgba(245,158,11,.18);border-left:4px solid #f59e0b;border-radius:6px;padding:3px 8px;
 font-size:13.5px;max-width:100%}
.chan-dir{font-size:12px;opacity:.75}
.chan-phone{display:none}
@media (max-width:640px){  /* a phone: the three AI seats in one compact row above the card in play */
 .chan-table{grid-template-columns:repeat(3,minmax(0,1fr));gap:4px;
  grid-template-areas:"left top right" "centre centre centre" "you you you"}
 .chan-seat{padding:3px 4px;min-height:0}.chan-seat .who{font-size:12px}.chan-sub{font-size:10.5px}
 .chan-seat svg{width:24px;height:auto}.chan-centre{min-height:0;padding:4px}.chan-centre svg{width:38px;height:auto}
 .chan-desk{display:none}.chan-phone{display:block}.chan-phone summary{cursor:pointer;font-size:11.5px}
 .chan-dir{display:none}.chan-badge{font-size:10px;padding:0 4px}.chan-slot{width:30px!important;height:88px!important}
 .chan-centre{flex-direction:row;flex-wrap:wrap;justify-content:center;align-items:center;gap:2px 8px}
 .chan-centre .facts,.chan-centre .chan-last{flex-basis:100%}.chan-centre .title{display:none}
}
</style>
"""


def last_public(deal: Deal) -> LogEntry | None:
    """The most recent line of the log the learner may see (reveals are folded into what follows)."""
    log = public_log(deal)
    return log[-1] if log else None


def _cards(faces, width: int, lang: str, ring_last: bool = False) -> str:
    out = []
    for i, face in enumerate(faces):
        svg = card_svg(face, width=width, lang=lang)
        if ring_last and i == len(faces) - 1:
            svg = f'<span class="chan-lastcard">{svg}</span>'
        out.append(svg)
    return "".join(out)


# badge kind → the glossary term its tooltip defines (the sidebar's Glossary has them all)
BADGE_TERMS = {"dealer": "cai", "upper": "cua", "bao": "bao"}


def _badges(deal: Deal, seat: int, lang: str, last: LogEntry | None) -> str:
    badges = []
    if seat == deal.dealer:
        badges.append(("dealer", t("play.badge_dealer", lang)))
    if seat == (YOU - 1) % SEATS:
        badges.append(("upper", t("play.badge_upper", lang)))
    if not deal.over and deal.to_act == seat:
        badges.append(("turn", t("play.badge_turn", lang)))
    if deal.bao[seat]:
        badges.append(("bao", t("play.bao", lang)))
    elif deal.dead[seat]:
        badges.append(("bao", t("play.dead", lang)))
    if last is not None and last.seat == seat:
        badges.append(("last", t("play.badge_last", lang)))
    return "".join(
        f'<span class="chan-badge {kind}"{_tooltip(BADGE_TERMS.get(kind), lang)}>{escape(text)}</span>'
        for kind, text in badges
    )


def _tooltip(term: str | None, lang: str) -> str:
    """A title attribute with the glossary's definition of `term` (hover text)."""
    return f' title="{escape(term_definition(term, lang))}"' if term else ""


def seat_html(deal: Deal, seat: int, lang: str, *, last: LogEntry | None = None, face_up: bool = False) -> str:
    """One seat: name and badges, exposed pairs, the cards at its gate, and its hand."""
    classes = ["chan-seat"]
    if not deal.over and deal.to_act == seat:
        classes.append("to-act")
    if deal.bao[seat]:
        classes.append("bao")
    in_hand = sum(deal.hands[seat])
    head = (
        f'<div class="who">{escape(seat_name(seat, lang))} {_badges(deal, seat, lang, last)}'
        f'<span class="chan-sub" style="margin:0;font-weight:400">· {escape(t("play.in_hand", lang, n=in_hand))}'
        f"</span></div>"
    )
    groups = deal.exposed[seat]
    ring_pair = last is not None and last.seat == seat and last.kind in ("capture", "chiu")
    pairs = "".join(
        f'<span class="chan-pair{" chan-lastcard" if ring_pair and i == len(groups) - 1 else ""}">'
        f"{_cards(g, 28, lang)}</span>"
        for i, g in enumerate(groups)
    )
    exposed = (
        f'<div class="chan-sub">{escape(t("play.exposed_pairs", lang))}</div><div class="chan-row">{pairs}</div>'
        if pairs
        else ""
    )
    gate_cards = deal.gates[seat]
    in_play_here = deal.card is not None and not deal.over and deal.card_gate == seat
    gate = (
        f'<div class="chan-sub"{_tooltip("cua", lang)}>{escape(t("play.gate_of", lang, n=len(gate_cards)))}</div>'
        f'<div class="chan-row">{_cards(gate_cards, 23, lang, ring_last=in_play_here)}</div>'
    )
    hand = ""
    if face_up:
        concealed = [g for g in group_view(deal.hand_of(seat)) if not g[2]]
        hand = (
            f'<div class="chan-sub">{escape(t("play.hand_face_up", lang))}</div><div class="chan-row">'
            + "".join(
                f'<span class="chan-hgroup" title="{escape(kind)}">{_cards(faces, 22, lang)}</span>'
                for kind, faces, _ in concealed
            )
            + "</div>"
        )
    area = AREA[seat]
    body = f"{exposed}{gate}{hand}"
    if seat != YOU:  # on a phone an AI seat is its head and one line; a tap opens its cards (CSS)
        summary = escape(t("play.seat_summary", lang, pairs=len(groups), gate=len(gate_cards)))
        body = (
            f'<div class="chan-desk">{body}</div>'
            f'<details class="chan-phone"><summary class="chan-sub">{summary}</summary>{body}</details>'
        )
    return f'<div class="{" ".join(classes)}" data-seat="{seat}" style="grid-area:{area}">{head}{body}</div>'


def centre_html(deal: Deal, lang: str, *, pot: int = 0, last: LogEntry | None = None) -> str:
    facts = [(t("play.stock_left", lang, n=deal.stock_left), "noc")]
    if deal.options.ga_gop:
        facts.append((t("play.pot", lang, n=pot), "ga"))
    parts = [
        '<div class="facts">'
        + "".join(f'<span class="chan-badge"{_tooltip(term, lang)}>{escape(f)}</span>' for f, term in facts)
        + "</div>"
    ]
    if deal.card is not None and not deal.over:
        who = t("play.you_in_sentence", lang) if deal.card_from == YOU else seat_name(deal.card_from, lang)
        source = t("play.source_" + deal.card_source, lang, who=who)
        if deal.passed_by_revealer:
            nxt = (deal.card_from + 1) % SEATS
            who = t("play.you_in_sentence", lang) if nxt == YOU else seat_name(nxt, lang)
            source += ", " + t("play.passed_on", lang, who=who)
        gate = (
            t("play.at_your_gate", lang)
            if deal.card_gate == YOU
            else t("play.at_gate", lang, who=seat_name(deal.card_gate, lang))
        )
        card = card_svg(deal.card, width=52, lang=lang)
        parts.append(
            f'<div class="title"><b>{escape(t("play.in_play", lang))}</b></div>'
            f'<div class="chan-lastcard" style="display:inline-block">{card}</div>'
            f'<div style="font-size:13px;flex:1 1 60%">{escape(card_name(deal.card, lang))} — '
            f"{escape(gate)}, {escape(source)}</div>"
        )
    else:  # keep the centre's height while no card is in play, so the page does not jump
        title = t("play.deal_over" if deal.over else "play.no_card", lang)
        parts.append(
            f'<div class="title"><b>{escape(title)}</b></div>'
            '<div class="chan-slot" style="width:52px;height:151px;border:2px dashed rgba(128,128,128,.35);'
            'border-radius:8px"></div><div style="font-size:13px">&nbsp;</div>'
        )
    if last is not None:
        parts.append(f'<div class="chan-last" data-testid="chan-last-action">{escape(describe(last, lang))}</div>')
    parts.append(f'<div class="chan-dir">{escape(t("play.direction", lang))}</div>')
    return f'<div class="chan-centre">{"".join(parts)}</div>'


def table_html(deal: Deal, lang: str, *, pot: int = 0, face_up: bool | None = None) -> str:
    """The whole table. `pot`: the gà góp pot as it stands now; `face_up` shows every hand
    (default: once the deal is over)."""
    face_up = deal.over if face_up is None else face_up
    last = last_public(deal)
    seats = "".join(seat_html(deal, seat, lang, last=last, face_up=face_up) for seat in (2, 3, 1, 0))
    step = len(deal.actions)  # which position is drawn: a browser test waits for it to change after a move
    return f'{CSS}<div class="chan-table" data-step="{step}">{seats}{centre_html(deal, lang, pot=pot, last=last)}</div>'
