"""Hand analyser: build a holding (tap card pictures, type notation or deal at random), mark the
exposed pairs and the cards seen elsewhere → the grouping, the waits with their chances, the
Bạch thủ check; for 20 cards every discard ranked by the waits it leaves, and the score of a win.
The holding lives in the address bar, so the link shares it."""

import streamlit as st

from core.chan.cards import CODE, counts_of
from core.chan.profiles import PROFILES
from ui import analysis_view as view
from ui.cards import cards_row_html, groups_html
from ui.glossary import term_link
from ui.i18n import pick, t
from ui.picker import card_picker
from ui.rules_view import rule_links
from ui.state import lang, profile

L, P = lang(), profile()
view.start_analyser()
ss = st.session_state
hand = ss[view.HAND]

st.title(t("app.nav_analyser", L))
st.caption(t("app.an_intro", L))
if ss[view.MESSAGE]:
    level, en, vi = ss[view.MESSAGE]
    getattr(st, level)(pick(en, vi, L))

# ---------------------------------------------------------------- building the holding
build, shown = st.columns([5, 6], gap="large")
with build:
    # a key keeps the open tab across reruns (a message above the tabs used to reset it to the first)
    pick_tab, type_tab, random_tab = st.tabs([t("app.an_tab_pick", L), t("app.an_tab_type", L),
                                              t("app.an_tab_random", L)],
                                             key="_an_tabs", on_change="rerun")
    with pick_tab:
        card_picker("an_picker", copies_left=view.copies_left(), lang=L, width=42, on_pick=view.add_card)
    with type_tab:
        with st.form("an_type_form", border=False):
            st.text_area(t("app.an_hand_text", L), key=view.W_HAND, height=100, persist_state="session",
                         placeholder="2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v",
                         help=t("app.an_hand_text_help", L))
            st.form_submit_button(t("app.an_apply", L), key="_an_apply", on_click=view.apply_hand_text, type="primary")
    with random_tab:
        st.caption(t("app.an_random_intro", L))
        for kind, icon in (("19", "casino"), ("ready", "task_alt"), ("20", "style")):
            st.button(t("app.an_deal_" + kind, L), key="_an_deal_" + kind, on_click=view.deal, args=(kind,),
                      icon=f":material/{icon}:", width="stretch")

key = view.holding_key()
data = view.analyse(*key)
size = data["size"]
advice = view.advice(*key, P) if size in (19, 20) else {}
with shown:
    st.subheader(t("app.an_holding", L))
    st.markdown(t("app.an_size_" + ("short" if size < 19 else str(size)), L, n=size, more=19 - size))
    if data["groups"]:
        st.markdown(groups_html(data["groups"], L, width=34), unsafe_allow_html=True)
        st.caption(t("app.an_counts", L, chan=data["chan"], ca=data["ca"]) + " "
                   + t("app.an_terms", L, terms=", ".join(term_link(k, L) for k in ("chan", "ca", "que", "ba_dau"))))
    with st.container(horizontal=True):
        st.button(t("app.an_undo", L), key="_an_undo", on_click=view.undo, icon=":material/undo:",
                  disabled=not view.can_undo(), help=t("app.an_undo_help", L))
        st.button(t("app.an_clear", L), key="_an_clear", on_click=view.clear, icon=":material/delete:",
                  disabled=not (hand or key[1] or ss[view.SEEN]))
    if hand:
        counts = counts_of(hand)
        st.pills(t("app.an_remove", L), sorted(set(hand)), key=view.W_REMOVE, on_change=view.remove_card, wrap=True,
                 format_func=lambda f: CODE[f] + (f" ×{counts[f]}" if counts[f] > 1 else ""))
    exposed_col, stock_col = st.columns([3, 2])
    exposed_col.text_input(t("app.an_exposed", L), key=view.W_EXPOSED, on_change=view.apply_exposed_text,
                           placeholder="5v 5v; 4v 4n", help=t("app.an_exposed_help", L), persist_state="session")
    stock_col.number_input(t("app.an_stock", L), min_value=0, max_value=100, step=1, key=view.W_STOCK,
                           on_change=view.apply_stock, help=t("app.an_stock_help", L), persist_state="session")
    seen = ss[view.SEEN]
    with st.expander(t("app.an_seen_title", L, n=len(seen)), expanded=bool(seen), icon=":material/visibility:"):
        st.caption(t("app.an_seen_intro", L))
        st.text_input(t("app.an_seen_text", L), key=view.W_SEEN, on_change=view.apply_seen_text,
                      placeholder="3v 9n cc", persist_state="session")
        card_picker("an_seen_picker", copies_left=view.copies_left(), lang=L, width=30, on_pick=view.add_seen)
        if seen:
            st.button(t("app.an_clear_seen", L), key="_an_clear_seen", on_click=view.clear_seen,
                      icon=":material/delete:")

# ---------------------------------------------------------------- what the holding means
st.divider()
if ss.get(view.STALE):
    st.warning(t("app.an_stale", L, hand=view.format_cards(hand) or "—"), icon=":material/history:")
odds = t("app.an_assumption", L, stock=data["stock"], unseen=data["unseen_total"], text=view.assumption(L))

if size < 19:
    st.info(t("app.an_need_more", L, more=19 - size))

elif size == 19:
    waits = data["waits"]
    st.subheader(t("app.an_waits_title", L))
    with st.container(horizontal=True):  # one row, also on a phone
        st.metric(t("app.an_chan", L), data["chan"])
        st.metric(t("app.an_ca", L), data["ca"])
        st.metric(t("app.an_n_waits", L), len(waits))
        st.metric(t("app.an_unseen_copies", L), sum(w["unseen"] for w in waits))
        st.metric(t("app.an_chance_any", L), view.percent(data["chance_any"]), help=t("app.an_chance_any_help", L))
    if waits:
        st.success(t("app.an_ready_one" if len(waits) == 1 else "app.an_ready", L, n=len(waits),
                     cards=", ".join(w["card"] for w in waits)))
        pays = advice["pays"]
        st.markdown(cards_row_html(
            [w["face"] for w in waits], width=54, lang=L,
            labels=[f"{view.wait_kind_name(w['kind'], w['face'], L, P)} · {view.percent(w['chance'])} · "
                    f"{pays[w['face']]['total']} {t('app.col_diem', L).lower()}" for w in waits]),
            unsafe_allow_html=True)
        table, chart = st.columns([3, 2], gap="medium")
        with table:  # four narrow columns that fit a phone; the rest one tap away
            st.dataframe(view.waits_compact_frame(waits, L, pays, P), hide_index=True, width="stretch",
                         column_config=view.compact_columns(L))
            with st.expander(t("app.an_wait_details", L), icon=":material/table_view:"):
                st.dataframe(view.waits_frame(waits, L, pays, P), hide_index=True, width="stretch",
                             column_config=view.table_columns(L))
        chart.plotly_chart(view.waits_chart(waits, L), config={"displayModeBar": False})
    else:
        reason_en, reason_vi = data["reason"]
        st.warning(t("app.an_not_ready", L, reason=pick(reason_en, reason_vi, L)))
    if data["bach_thu"]:
        chi = data["bach_thu"] == "cc" and PROFILES[P].has_bach_thu_chi
        st.success(t("app.an_bach_thu_chi_yes" if chi else "app.an_bach_thu_yes", L, card=data["bach_thu"]),
                   icon=":material/star:")
    else:
        st.info(t("app.an_bach_thu_no", L), icon=":material/star:")
    if data["cho_chi_rong"]:
        st.error(t("app.an_cho_chi_rong", L), icon=":material/warning:")
    st.caption(odds)
    st.markdown(t("app.rules_cited", L, rules=rule_links(view.for_profile(data["rules"] + ("win.bach_thu",), P), L)))

else:  # 20 cards: a win to score, and every discard ranked
    if data["win"]:
        st.subheader(t("app.an_win_title", L))
        choices = sorted(set(hand)) + [None]
        card_col, events_col = st.columns(2)
        win_card = card_col.selectbox(
            t("app.an_win_card", L), choices, index=choices.index(hand[-1]) if hand else 0,
            key="_an_win_" + "".join(map(str, key[0])) + str(key[1]), help=t("app.an_win_card_help", L),
            format_func=lambda f: t("app.an_thien_u", L) if f is None else f"{CODE[f]} · {view.face_name(f, L)}")
        events = events_col.pills(t("app.score_events", L), sorted(PROFILES[P].events - {"thien_u"}),
                                  key=f"_an_events_{P}", selection_mode="multi",
                                  format_func=lambda e: view.cuoc_name(e, L)) or []
        result = view.win_score(key[0], key[1], win_card, tuple(events), P)
        if "error" in result:
            st.error(t("app.bad_input", L, error=pick(*result["error"], L)))
        elif not result["win"]:
            st.warning(pick(*result["sentence"], L))
        else:
            c1, c2, c3 = st.columns(3)
            c1.metric(t("app.score_total", L), result["total"])
            c2.metric(t("app.score_main", L), view.cuoc_name(result["main"], L))
            c3.metric(t("app.score_each_pays", L), -result["payments"]["each_loser"])
            st.success(pick(*result["sentence"], L), icon=":material/celebration:")
            st.dataframe(view.score_frame(result["items"], L), hide_index=True, width="stretch")
        if "rules" in result:
            st.markdown(t("app.rules_cited", L, rules=rule_links(result["rules"], L)))
        st.divider()
    discards = advice["discards"]
    st.subheader(t("app.an_discards_title", L))
    best = discards[0]
    if best["legal"] and best["waits"]:
        st.success(t("app.an_best_discard_pts", L, card=best["card"], chance=view.percent(best["chance"]),
                     waits=", ".join(card for card, _, _ in best["waits"]), points=view.number(best["points"], L)))
    else:
        st.warning(t("app.an_no_ready_discard", L))
    st.caption(t("app.an_expected_help", L))
    st.dataframe(view.discards_frame(discards, L), hide_index=True, width="stretch",
                 height=38 + 35 * len(discards), column_config=view.table_columns(L))
    forbidden = [d["card"] for d in discards if not d["legal"]]
    if forbidden:
        st.info(t("app.an_not_allowed", L, cards=", ".join(forbidden)), icon=":material/block:")
    lone_chi_chi = [d["card"] for d in discards if d["cho_chi_rong"]]
    if lone_chi_chi:
        st.warning(t("app.an_cho_chi_rong_discards", L, cards=", ".join(lone_chi_chi)), icon=":material/warning:")
    st.caption(odds)
    st.markdown(t("app.rules_cited", L, rules=rule_links(
        ("groups.forced", "win.ten_pairs", "win.u_rong", "win.bach_thu", "capture.no_break_chan"), L)))
