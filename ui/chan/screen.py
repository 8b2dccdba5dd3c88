"""The pieces of the guided-play screen, drawn with Streamlit: set-up, the live table, the learner's
decision, the end of a deal and the replay viewer. State and callbacks: ui/chan/play.py."""

from __future__ import annotations

import json

import streamlit as st

from core.chan.cards import NotationError, parse_cards
from core.chan.deal import SEATS
from core.chan.profiles import get_profile
from core.chan.replay import dumps, from_record, read_record
from core.chan.review import ReviewItem
from core.chan.scoring import CUOC_NAMES
from core.common.text import Text

from .. import learner
from ..common.keyboard import HINT_KEY, NEXT_KEY, move_key
from ..i18n import t
from ..rules_view import rule_links
from ..uploads import MAX_UPLOAD_MB, upload_bytes
from ..verdict import COLOURS, badge, close_note, points  # shared with the Sichuan play page
from . import play as cb
from .cards import group_view, groups_html
from .play_view import (
    YOU,
    action_label,
    card_name,
    describe,
    level_kinds,
    level_name,
    public_log,
    result_rows,
    seat_name,
)
from .table import table_html

MOBILE_CSS = """<style>
.st-key-play_decision{min-height:150px}
@media (max-width:640px){.chan-groups svg{width:24px;height:auto}.chan-groups{gap:4px}.chan-group{padding:3px}
 .chan-centre svg{width:30px}.st-key-play_intro{display:none}[data-testid=stMain] h1{font-size:1.5rem;padding:0}
 .chan-groups .chan-gloss{display:none}.chan-groups{margin:0 0 .25rem!important}
 .st-key-play_moves{gap:.3rem}.st-key-play_moves button{min-height:2rem;padding:.1rem .55rem;font-size:.9rem}}
</style>"""


def _text(message: tuple[Text, tuple[str, ...]], lang: str) -> str:
    why, rules = message
    return f"{why[lang]} — {rule_links(rules, lang)}" if rules else why[lang]


# ------------------------------------------------------------------ set-up
def setup_form(lang: str, profile: str) -> None:
    from ..common.seeds import MAX_SEED, fresh_seed

    st.session_state.setdefault("play_seed_choice", fresh_seed())  # new cards for every new match
    with st.form("play_setup"):
        st.subheader(t("play.setup", lang))
        c1, c2, c3, c4 = st.columns(4)
        c1.number_input(t("play.seed", lang), 0, MAX_SEED, key="play_seed_choice")
        c2.selectbox(
            t("play.ai", lang),
            level_kinds(),
            index=1,
            key="play_ai_choice",
            format_func=lambda k: level_name(k, lang),
            help=t("play.ai_help", lang),
        )
        c3.selectbox(
            t("play.length", lang),
            cb.LENGTHS,
            key="play_length_choice",
            format_func=lambda n: t("play.length_open", lang) if n == 0 else t("play.length_n", lang, n=n),
        )
        rules = get_profile(profile)
        if rules.has_advanced:  # advanced mode: illegal moves happen and are punished
            c4.radio(
                t("play.mode", lang),
                ["basic", "advanced"],
                key="play_mode_choice",
                format_func=lambda m: t("play.mode_" + m, lang),
            )
        else:
            c4.caption(t("play.cardavia_mode", lang))
        if rules.has_four_eleven:
            st.checkbox(t("play.four_eleven", lang), key="play_4_11")
        if rules.has_ga:
            st.checkbox(t("play.ga_gop", lang), key="play_ga_gop")
        st.form_submit_button(t("play.start", lang), type="primary", on_click=cb.start_match, args=(profile,))


def pace_choice(lang: str) -> None:
    """In the sidebar; one widget per language, so switching language keeps the choice visible."""
    key = f"play_pace_{lang}"
    st.session_state[key] = cb.pace()
    st.sidebar.radio(
        t("play.pace", lang),
        cb.PACES,
        key=key,
        format_func=lambda p: t("play.pace_" + p, lang),
        on_change=cb.keep_pace,
        args=(key,),
    )
    st.sidebar.toggle(t("play.call_for_me", lang), key="play_call_for_me", help=t("play.call_for_me_help", lang))
    st.sidebar.toggle(t("play.show_warnings", lang), key="play_show_warnings", help=t("play.show_warnings_help", lang))


# ------------------------------------------------------------------ the live table
def _ai_turn(play) -> bool:
    return not play.deal.over and play.deal.to_act != YOU


def live_table(lang: str) -> None:
    """The table, the learner's hand and decision, redrawn by a fragment that ticks while the AI plays."""
    playing = cb.state()
    assert playing is not None  # the page draws the table only for a match
    readable = cb.pace() == "readable"
    ticking = readable and _ai_turn(playing)
    st.session_state["play_end_drawn"] = playing.deal.over  # this full run draws the end below

    @st.fragment(run_every=cb.PACE_SECONDS if ticking else None)
    def table() -> None:
        play = cb.state()
        if play is None:
            return
        if readable and _ai_turn(play):
            cb.ai_step(play)
            if cb.state() is not play:  # another tab moved first: the save took the stored match
                st.rerun()
        # A click inside this fragment reruns only the fragment, with the timer of the last full run:
        # when the timer needed now differs (our move handed the turn to the AI, or the AI handed it
        # back), or the deal ended here, redraw the whole page so the timer and the end are right —
        # before drawing anything: a button drawn by this run would belong to a fragment the full
        # run replaces, and a click on it would be dropped ("Couldn't find fragment").
        if (readable and _ai_turn(play)) != ticking or (play.deal.over and not st.session_state.get("play_end_drawn")):
            st.rerun()
        draw_live(play, lang)

    table()


def draw_live(play, lang: str) -> None:
    deal = play.deal
    pot = play.match.pot + sum(deal.pot_paid)  # what this deal has paid in is booked when it ends
    st.markdown(MOBILE_CSS + table_html(deal, lang, pot=pot), unsafe_allow_html=True)
    badge = f" · :red-badge[{t('play.bao', lang)}]" if deal.bao[YOU] else ""
    st.markdown(f"**{t('play.your_hand', lang)}**{badge}")
    st.markdown(groups_html(group_view(deal.hand_of(YOU)), lang), unsafe_allow_html=True)
    if play.save_error:
        st.warning(t("play.not_saved", lang, error=play.save_error), icon=":material/cloud_off:")
    with st.container(key="play_decision"):
        if play.notice:
            st.warning(_text(play.notice, lang))
        if play.our_decision() is not None:
            decision(play, lang)
        elif not deal.over:
            st.info(t("play.ai_thinking", lang, who=seat_name(deal.to_act, lang)))
            if cb.pace() == "instant":
                st.button(t("play.continue", lang), on_click=cb.after_move, args=(play,), key="play_continue")
    with st.expander(t("play.log", lang), expanded=False):
        for entry in reversed(public_log(deal)[-40:]):
            line = describe(entry, lang)
            st.markdown("· " + (f"{line} — {rule_links(entry.rules, lang)}" if entry.rules else line))


def decision(play, lang: str) -> None:
    deal = play.deal
    if play.message:
        st.error(_text(play.message, lang))
    if play.calling and call_picker(play, lang):
        return
    explained = [(a, o) for a, o in deal.explain() if a is not None]
    legal = set(deal.legal_actions())
    warn = not deal.advanced or st.session_state.get("play_show_warnings", False)
    calls = deal.profile.has_calling and not (st.session_state.get("play_call_for_me", False) and not deal.advanced)
    terms = deal.win_terms() if deal.phase == "claim" else None
    four_eleven = terms if terms is not None and terms.four_eleven else None  # a win below 4 điểm costs 11 each
    penalty = four_eleven is not None  # (D21)
    st.markdown(f"**{t('play.your_move', lang)}** — {t('play.phase_' + deal.phase, lang)}")
    if four_eleven is not None:
        st.warning(
            t("play.four_eleven_choice", lang, total=four_eleven.score.total, each=four_eleven.penalty_each)
            + " "
            + rule_links(four_eleven.rules, lang)
        )
    offered = 0  # the doable moves so far: the n-th gets the key move_key(n)
    with st.container(horizontal=True, key="play_moves"):
        for action, option in explained:
            doable = action in legal
            if not doable and not warn:
                continue
            key = f"play_d_{action.card}" if action.kind == "discard" else f"play_a_{action.kind}_{action.card}"
            reason = option.verdict.explanation[lang]
            opens_call = action.kind == "win" and calls and not penalty
            label = action_label(action, deal, lang)
            if four_eleven is not None and action.kind in ("win", "pass"):
                each = four_eleven.penalty_each
                label = t("play.win_anyway" if action.kind == "win" else "play.dont_win", lang, each=each)
            st.button(
                label,
                key=key,
                disabled=not doable,
                help=reason if warn else None,
                type="primary" if action.kind == "win" else "secondary",
                on_click=cb.open_call if opens_call else cb.do,
                args=() if opens_call else (action,),
                shortcut=move_key(offered) if doable else None,
            )
            offered += doable
    if warn and any(a not in legal for a, _ in explained):
        st.caption(t("play.greyed_note", lang))
    st.caption(t("keys.help", lang))
    with st.container(horizontal=True):
        st.button(
            t("play.hint", lang),
            on_click=cb.ask_hint,
            key="play_hint_button",
            icon=":material/lightbulb:",
            shortcut=HINT_KEY,
        )
        if warn:
            with st.popover(t("play.why_options", lang)):
                for action, option in explained:
                    text = option.verdict.explanation[lang]
                    mark = "✅" if option.legal else "⛔"
                    st.markdown(
                        f"{mark} **{action_label(action, deal, lang)}** — {text} "
                        f"{rule_links(option.verdict.rules, lang)}"
                    )
    if play.hint_pending:
        with st.spinner(t("play.thinking", lang)):
            cb.think_hint(play)
    if play.hint:
        hint_box(play.hint, deal, lang)


def priced_options(options, deal, lang: str) -> None:
    """Every option with its expected points (± standard error), its label and its reason, best first."""
    rows = [
        f"| {t('play.col_option', lang)} | {t('play.col_value', lang)} | {t('play.col_label', lang)} | "
        f"{t('play.col_reason', lang)} |",
        "|---|---|---|---|",
    ]
    for a in options:
        if not a.legal:
            continue
        name = action_label(a.action, deal, lang)
        lost = f" ({t('play.lost', lang, loss=f'{a.loss:.2f}')})" if a.loss else ""
        rows.append(
            f"| {'★ ' if a.rank == 1 else ''}{name} | {points(a.value, a.se)} | {badge(a, lang)}{lost} | "
            f"{a.reason[lang].replace('|', '/')} |"
        )
    st.markdown("\n".join(rows))
    st.caption(t("play.labels_note", lang))


def hint_box(hint, deal, lang: str) -> None:
    best = hint[0]
    st.info(
        t(
            "play.hint_text",
            lang,
            action=action_label(best.action, deal, lang),
            reason=best.reason[lang],
            value=points(best.value, best.se),
        )
    )
    note = close_note([a for a in hint if a.legal], lambda action: action_label(action, deal, lang), lang)
    if note:  # the coach cannot tell these from its choice: say so, naming them all
        st.info(note, icon=":material/balance:")
    if len(hint) > 1:
        st.markdown(f"**{t('play.hint_all', lang)}**")
        priced_options(hint, deal, lang)


COUNTED = ("tom", "leo")  # cước counted per set (D7): call them as many times as you hold them


def call_picker(play, lang: str) -> bool:
    """Xướng at the win: the learner names the cước; the deal is paid by the call (003 §V–VI, D23).
    False (nothing drawn) when the win is no longer on offer."""
    deal = play.deal
    win = next((a for a in deal.legal_actions() if a.kind == "win"), None)
    if win is None:  # the win is no longer on offer (a stale picker): back to the options
        play.calling = False
        return False
    names = [c for c in CUOC_NAMES if c in deal.profile.values and c != "xuong"]
    st.markdown(f"**{t('play.call_title', lang)}** — {t('play.call_help', lang)} {rule_links(['call.xuong'], lang)}")
    picked = st.multiselect(
        t("play.call_pick", lang),
        names,
        key="play_call",
        placeholder=t("play.call_placeholder", lang),
        format_func=lambda c: CUOC_NAMES[c][lang],
        select_all=False,  # Streamlit's "Select all" is English only, and no call holds every cước
    )
    for cid in picked:
        if cid in COUNTED:
            st.number_input(t("play.call_sets", lang, name=CUOC_NAMES[cid][lang]), 1, 4, 1, key=f"play_call_n_{cid}")
    with st.container(horizontal=True):
        st.button(
            t("play.call_confirm", lang),
            type="primary",
            key="play_call_confirm",
            on_click=cb.win_with_call,
            args=(win, "play_call"),
        )
        st.button(t("play.call_back", lang), key="play_call_back", on_click=cb.open_call, args=(False,))
    return True


def call_result(out, lang: str) -> None:
    """The winner's call beside the true cước, and what it cost (traditional)."""
    if out.call is None or out.call_check is None:
        return
    check = out.call_check
    called = ", ".join(CUOC_NAMES[c][lang] for c in out.call) or "Ù xuông"
    if out.auto_call and out.winner != YOU:  # an AI's call is its own, not "called for you"
        st.caption(t("story.called", lang, who=seat_name(out.winner, lang), call=called))
    elif out.auto_call:
        st.caption(t("play.called_auto", lang, call=called))
    elif check.correct:
        st.success(t("play.called_right", lang, call=called, total=check.called_total))
        if check.missing:
            st.caption(t("play.called_missing", lang, missing=", ".join(CUOC_NAMES[m][lang] for m in check.missing)))
    else:
        why = "; ".join(reason[lang] for _, reason in check.wrong)
        st.error(t("play.called_wrong", lang, call=called, why=why) + " " + rule_links(check.rules, lang))


# ------------------------------------------------------------------ the end of a deal
def end_of_deal(play, lang: str) -> None:
    cb.book(play)  # (already booked by the move that ended it; a no-op then)
    deal, match = play.deal, play.match
    out = deal.outcome
    st.markdown(MOBILE_CSS + table_html(deal, lang, pot=match.pot, face_up=True), unsafe_allow_html=True)
    if out.winner is None:
        st.warning(t("play.draw", lang))
    else:
        st.success(
            t(
                "play.winner",
                lang,
                who=seat_name(out.winner, lang),
                card=card_name(out.win_card, lang) or "Thiên ù",
                total=out.result.total,
            )
        )
        st.markdown(groups_html(group_view(deal.hand_of(out.winner)), lang), unsafe_allow_html=True)
        st.dataframe(result_rows(deal, lang), hide_index=True)
        st.write(out.result.sentence[lang])
        call_result(out, lang)
    st.markdown(t("play.settlement_rules", lang, rules=rule_links(out.rules, lang)))
    st.dataframe(settlement_table(play, lang), hide_index=True)
    from . import story  # the deal's story in plain words, and the event log kept readable

    with st.container(key="play_story"):
        story.draw(deal, lang)
        with st.expander(t("play.log", lang), expanded=False):
            for entry in public_log(deal):
                line = describe(entry, lang)
                st.markdown("· " + (f"{line} — {rule_links(entry.rules, lang)}" if entry.rules else line))
    if match.options.ga_gop:
        st.caption(
            t("play.pot_after", lang, n=match.pot)
            + " "
            + t("play.totals_note", lang)
            + " "
            + rule_links(["option.ga_gop", "option.ga_gop_win"], lang)
        )
    if play.over:
        final_standing(play, lang)
    with st.container(horizontal=True):
        if not play.over:
            st.button(
                t("play.next_deal", lang), type="primary", on_click=cb.next_deal, key="play_next", shortcut=NEXT_KEY
            )
        st.download_button(
            t("play.download", lang),
            dumps(deal),
            key="play_download",
            mime="application/json",
            file_name=f"chan-deal-{match.seed}-{len(match.deals)}.json",
        )
    from ..common.review import retrying
    from .review import end_buttons  # the review on the table, "replay this deal"

    if not retrying("chan"):  # a retry's end is a "what if", not a deal of the learner's record
        replay = json.loads(dumps(deal))
        points = deal.settlement()[YOU]
        learner.finished("chan", replay.get("profile"), replay, points, match=play.key, number=len(match.deals))
    end_buttons(play, deal, lang)
    if st.toggle(t("play.review", lang), key=f"play_review_{len(match.deals)}"):
        review_panel(play, deal, lang)
    totals_chart(match, lang)


def settlement_table(play, lang: str) -> list[dict]:
    deal, match = play.deal, play.match
    ante = 1 if match.options.ga_gop else 0
    rows = []
    for seat in range(SEATS):
        row = {
            t("play.col_player", lang): seat_name(seat, lang),
            t("play.col_deal", lang): deal.outcome.settlement[seat],
        }
        if match.options.ga_gop:
            row[t("play.col_ga", lang)] = -(ante + deal.pot_paid[seat])
        row[t("play.col_total", lang)] = match.totals[seat]
        rows.append(row)
    return rows


def final_standing(play, lang: str) -> None:
    match = play.match
    st.subheader(t("play.final_title", lang, n=len(match.deals)))
    order = sorted(range(SEATS), key=lambda s: -match.totals[s])
    rows = [
        {
            t("play.col_rank", lang): i + 1,
            t("play.col_player", lang): seat_name(s, lang),
            t("play.col_total", lang): match.totals[s],
        }
        for i, s in enumerate(order)
    ]
    if any(match.refunds):
        for row, s in zip(rows, order, strict=True):
            row[t("play.col_refund", lang)] = match.refunds[s]
    st.dataframe(rows, hide_index=True)
    if any(match.refunds):
        st.caption(t("play.refund_note", lang) + " " + rule_links(["option.ga_gop"], lang))


def totals_chart(match, lang: str) -> None:
    if len(match.history) < 2:
        return
    import plotly.graph_objects as go  # only when a chart is drawn: keeps the page quick to open

    fig = go.Figure()
    for seat in range(SEATS):
        fig.add_scatter(
            x=list(range(1, len(match.history) + 1)),
            y=[h[seat] for h in match.history],
            mode="lines+markers",
            name=seat_name(seat, lang),
        )
    fig.update_layout(
        height=280,
        margin=dict(l=10, r=10, t=30, b=10),
        title=t("play.totals_chart", lang),
        xaxis_title=t("play.deal_no", lang),
        xaxis=dict(dtick=1),
    )
    st.plotly_chart(fig, width="stretch")


def new_match_button(play, lang: str) -> None:
    """ "New match" asks first while a match is in progress."""
    if not play.confirm_new:
        st.button(t("play.new_match", lang), key="play_quit", on_click=cb.ask_new_match)
        return
    st.warning(t("play.confirm_new", lang))
    with st.container(horizontal=True):
        st.button(t("play.confirm_new_yes", lang), key="play_quit_yes", type="primary", on_click=cb.new_match)
        st.button(t("play.confirm_new_no", lang), key="play_quit_no", on_click=cb.ask_new_match, args=(False,))


# ------------------------------------------------------------------ review and replays
def review_lines(items: list[ReviewItem], lang: str) -> list[tuple[str, ReviewItem]]:
    """(title, item) for each reviewed decision, each labelled with the card in play at that decision."""
    return [(review_title(item, position_deal(item), lang), item) for item in items]


def position_deal(item):
    """The deal replayed to a reviewed decision (None for positions saved without their record)."""
    return from_record(item.position["record"]) if "record" in item.position else None


def review_title(item, then, lang: str) -> str:
    def label(action):
        return action_label(action, then, lang) if then is not None else str(action)

    key = "play.review_item" if not item.agrees else "play.review_agreed"
    return t(
        key,
        lang,
        n=item.decision + 1,
        played=label(item.played.action),
        best=label(item.best.action),
        loss=f"{item.loss:.2f}",
        label=item.played.label_text[lang],
    )


def review_summary(items, lang: str):
    """The deal's figures: agreement with the coach, points lost per decision, the costliest kind."""
    from core.chan.review import KIND_NAMES, summarise

    summary = summarise(items)
    with st.container(horizontal=True):
        st.metric(
            t("play.review_agreement", lang),
            f"{100 * summary.agreement:.0f} %",
            help=t("play.review_agreement_help", lang, agreed=summary.agreed, n=summary.decisions),
        )
        st.metric(
            t("play.review_per_decision", lang),
            f"{summary.lost_per_decision:.2f}",
            help=t("play.review_lost_help", lang, lost=f"{summary.lost:.2f}"),
        )
        costliest = summary.costliest
        st.metric(t("play.review_costliest", lang), KIND_NAMES[costliest][lang] if costliest else "—")
    return summary


def loss_chart(items, lang: str) -> None:
    """The points lost at each decision, in the order of the deal, coloured by label."""
    if not items:
        return
    import plotly.graph_objects as go  # only when a chart is drawn: keeps the page quick to open

    from core.chan.coach import LABEL_NAMES

    colours = COLOURS  # every label, "close" (about as good) too
    ordered = sorted(items, key=lambda item: item.index)
    fig = go.Figure()
    for label, colour in colours.items():
        mine = [item for item in ordered if item.played.label == label]
        if mine:
            fig.add_bar(
                x=[item.decision + 1 for item in mine],
                y=[item.loss for item in mine],
                width=0.6,
                marker_color=colour,
                name=LABEL_NAMES[label][lang],
            )
    fig.update_layout(
        height=240,
        margin=dict(l=10, r=10, t=30, b=10),
        title=t("play.loss_chart", lang),
        xaxis_title=t("play.decision_no", lang),
        yaxis_title=t("play.points_lost", lang),
        xaxis=dict(dtick=1),
        barmode="overlay",
    )
    st.plotly_chart(fig, width="stretch")


def review_panel(play, deal, lang: str) -> None:
    from .review import reviewed

    items = reviewed(dumps(deal), lang)
    if not items:
        st.info(t("play.review_none", lang))
        return
    summary = review_summary(items, lang)
    cb.keep_review(play, len(play.match.deals), summary.to_json())
    match_figures(play, lang)
    loss_chart(items, lang)
    for item in items[:8]:
        pos, then = item.position, position_deal(item)
        with st.expander(review_title(item, then, lang), expanded=item is items[0] and item.loss > 0):
            groups = [(g["kind"], parse_cards(g["cards"]), g["exposed"]) for g in pos["groups"]]
            st.markdown(groups_html(groups, lang), unsafe_allow_html=True)
            if pos["card"]:
                st.markdown(t("play.review_card", lang, card=card_name(parse_cards(pos["card"])[0], lang)))
            st.write(f"{t('play.review_played', lang)}: {item.played.reason[lang]}")
            st.write(f"{t('play.review_best', lang)}: {item.best.reason[lang]}")
            priced_options(item.advice, then if then is not None else deal, lang)


def match_figures(play, lang: str) -> None:
    """The running figures of the match's reviewed deals (once more than one deal is reviewed)."""
    reviews = play.reviews
    if len(reviews) < 2:
        return
    decisions = sum(r["decisions"] for r in reviews.values())
    agreed = sum(r["agreed"] for r in reviews.values())
    lost = sum(r["lost"] for r in reviews.values())
    st.caption(
        t(
            "play.match_figures",
            lang,
            deals=len(reviews),
            agreement=f"{100 * agreed / max(1, decisions):.0f}",
            per=f"{lost / max(1, decisions):.2f}",
            lost=f"{lost:.2f}",
        )
    )


def _set_step(value: int) -> None:
    st.session_state["play_watch_step"] = value


def replay_viewer(lang: str) -> None:
    """Upload a replay and step through it: the table at each step, all hands face up."""
    with st.expander(t("play.watch", lang), expanded=bool(st.session_state.get("play_watch"))):
        upload = st.file_uploader(
            t("play.upload", lang), type=["json"], key="play_upload", max_upload_size=MAX_UPLOAD_MB
        )
        _take_upload(upload, lang)
        if st.session_state.get("play_watch_error"):
            st.error(t("play.bad_replay", lang, error=st.session_state["play_watch_error"][lang]))
        record = st.session_state.get("play_watch")
        if record:
            _replay_step(record, lang)


def _take_upload(upload, lang: str) -> None:
    """Read a newly uploaded replay into the session (or its error); forget it once the file is removed."""
    if upload is not None and st.session_state.get("play_watch_name") != (upload.name, upload.size):
        st.session_state["play_watch_name"] = (upload.name, upload.size)
        for key in ("play_watch", "play_watch_error"):  # a new file: nothing of the old one stays
            st.session_state.pop(key, None)
        data, error = upload_bytes(upload)
        try:
            if error:
                raise NotationError(error.en, error.vi)
            assert data is not None  # upload_bytes gives the bytes or an error
            record = read_record(data)
            whole = from_record(record)  # the validator: every field, every action
        except NotationError as err:
            st.session_state["play_watch_error"] = err.text  # shown in the language the page is drawn in
        else:
            st.session_state["play_watch"] = json.loads(dumps(whole))
            st.session_state["play_watch_step"] = len(whole.actions)
    if upload is None and st.session_state.pop("play_watch_name", None):  # the file was removed
        for key in ("play_watch", "play_watch_error"):
            st.session_state.pop(key, None)


def _replay_step(record: dict, lang: str) -> None:
    """The replay at its current step: the step buttons, the table face up, and the review of that step."""
    total = len(record.get("actions") or [])
    step = max(0, min(int(st.session_state.get("play_watch_step", total)), total))
    if total == 0:
        st.info(t("play.replay_empty", lang))
    with st.container(horizontal=True):
        st.button("◀", key="play_watch_back", disabled=step == 0, on_click=_set_step, args=(step - 1,))
        st.markdown(t("play.step_of", lang, n=step, total=total))
        st.button("▶", key="play_watch_fwd", disabled=step >= total, on_click=_set_step, args=(step + 1,))
    view = from_record(record, upto=step)
    st.markdown(MOBILE_CSS + table_html(view, lang, face_up=True), unsafe_allow_html=True)
    st.markdown(f"**{seat_name(YOU, lang)}**")
    st.markdown(groups_html(group_view(view.hand_of(YOU)), lang), unsafe_allow_html=True)
    if view.outcome is not None and view.outcome.result:
        st.success(view.outcome.result.sentence[lang])
    from .review import replay_buttons  # the review on the table at this step, play from here

    replay_buttons(record, step, lang)
    if total and st.toggle(t("play.review", lang), key="play_watch_review"):
        from .review import reviewed

        items = reviewed(json.dumps(record), lang)
        here = [(title, item) for title, item in review_lines(items, lang) if item.index == step]
        for title, item in here:
            st.info(f"{title} — {item.best.reason[lang]}")
            priced_options(item.advice, from_record(record, upto=step), lang)
        if not here:
            st.caption(t("play.review_no_step", lang))
        if items:  # the whole deal's figures, as after a deal played here
            review_summary(items, lang)
            loss_chart(items, lang)
