"""AppTest: the entry point (navigation, sidebar) and the Home page."""

import shutil
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parent.parent


def app(lang=None) -> AppTest:
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30)
    if lang:
        at.session_state["lang"] = lang
    return at.run()


def texts(elements) -> list[str]:
    return [e.value for e in elements]


@pytest.mark.parametrize(
    "lang, title, heading",
    [
        ("en", "Chắn — learn and analyse", "What you can do here"),
        ("vi", "Chắn — học và phân tích", "Bạn có thể làm gì ở đây"),
    ],
)
def test_home_renders_in_both_languages(lang, title, heading):
    at = AppTest.from_file(str(ROOT / "pages" / "home.py"), default_timeout=30)
    at.session_state["lang"] = lang
    at.run()
    assert not at.exception
    assert at.title[0].value == title
    assert heading in texts(at.subheader)
    shown = "\n".join(texts(at.markdown))
    assert "chan-groups" in shown  # the example hand, grouped
    assert "/analyser?hand=" in shown  # a shareable link into the analyser
    assert "/analyser" in shown and "/captures" in shown and "/rules" in shown  # links without navigation


def test_app_starts_on_home_with_the_sidebar():
    at = app()
    assert not at.exception
    assert at.title[0].value == "Chắn — learn and analyse"
    assert at.sidebar.radio(key="_lang_widget").value == "en"
    assert at.sidebar.selectbox(key="_profile_widget").value == "cardavia"


def test_sidebar_language_switch_changes_the_texts():
    at = app()
    at.sidebar.radio(key="_lang_widget").set_value("vi").run()
    assert not at.exception
    assert at.session_state["lang"] == "vi"
    assert at.title[0].value == "Chắn — học và phân tích"
    assert "Bạn có thể làm gì ở đây" in texts(at.subheader)
    # the language stays when the user moves to another page
    at.switch_page("pages/analyser.py").run()
    assert at.title[0].value == "Phân tích bài"
    at.switch_page("pages/captures.py").run()
    assert at.title[0].value == "Kiểm tra ăn bài"
    # (AppTest keeps only what a rerun sends, and Streamlit does not resend an unchanged sidebar,
    # so later switches go through the state the radio's callback writes)
    at.session_state["lang"] = "en"
    at.run()
    assert at.title[0].value == "Capture checker"


@pytest.mark.parametrize(
    "path, title",
    [
        ("pages/analyser.py", "Hand analyser"),
        ("pages/captures.py", "Capture checker"),
        ("pages/score.py", "Score calculator"),
        ("pages/rules.py", "Rules"),
    ],
)
def test_every_page_is_in_the_navigation(path, title):
    at = app()
    at.switch_page(path).run()
    assert not at.exception
    assert at.title[0].value == title


def test_the_profile_is_shared_by_the_pages():
    at = app()
    at.sidebar.selectbox(key="_profile_widget").set_value("traditional").run()
    at.switch_page("pages/captures.py").run()
    assert not at.exception
    assert "Rule profile: **Traditional Vietnamese rules**" in "\n".join(texts(at.markdown))


def test_the_app_works_without_the_guided_play_page(tmp_path):
    """pages/play.py joins the navigation only when it exists."""
    shutil.copy(ROOT / "app.py", tmp_path / "app.py")
    (tmp_path / "pages").mkdir()
    for page in ("home.py", "analyser.py", "captures.py", "score.py", "rules.py"):
        shutil.copy(ROOT / "pages" / page, tmp_path / "pages" / page)
    at = AppTest.from_file(str(tmp_path / "app.py"), default_timeout=30).run()
    assert not at.exception
    assert at.title[0].value == "Chắn — learn and analyse"
    at.switch_page("pages/analyser.py").run()
    assert not at.exception and at.title[0].value == "Hand analyser"


def test_the_pages_keep_their_inputs_when_the_user_moves_away_and_back():
    at = app()
    at.switch_page("pages/analyser.py").run()
    at.text_area(key="_an_hand_text").set_value("2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v")
    at.button(key="_an_apply").click().run()
    at.text_input(key="_an_seen_text").set_value("3n").run()
    at.switch_page("pages/captures.py").run()
    at.button(key="_cp_ex_traditional_chiu_u").click().run()
    at.switch_page("pages/home.py").run()
    at.switch_page("pages/analyser.py").run()
    assert not at.exception
    assert any("3v, 3s, 3n" in text for text in texts(at.success))
    assert at.text_input(key="_an_seen_text").value == "3n"
    assert at.query_params["hand"] == "2v 2v 3s 3s 4n 4n 5v 5v 6s 6s 7n 7n 8v 8s 9v 9n 2s 2n 3v"
    at.switch_page("pages/captures.py").run()
    assert at.text_input(key="cp_hand").value.startswith("9v 9v 9v")
    assert "Chíu 9v" in "\n".join(texts(at.markdown))


def _sidebar_without_profile():  # run by AppTest as a script of its own
    from ui.state import settings_sidebar

    settings_sidebar(profile_choice=False)


def test_the_sichuan_sidebar_has_no_chan_rule_profile():
    at = AppTest.from_function(_sidebar_without_profile, default_timeout=30)
    at.session_state["profile"] = "traditional"
    at.run()
    assert not at.exception
    assert [r.key for r in at.sidebar.radio] == ["_lang_widget"]
    assert not at.sidebar.selectbox
    assert at.session_state["profile"] == "traditional"  # kept for the Chắn pages


def test_every_url_path_is_its_files_stem():
    """Until app.py has run once, a fresh server finds a page opened by URL by its file's stem; a
    url path of another name would land a shared link on Home. Every page file is in the navigation
    (the shared pages or a registered game's section)."""
    from core.common.games import GAMES
    from ui.navigation import SHARED, game_pages

    specs = [*SHARED, *(spec for game in GAMES.values() for spec in game_pages(game))]
    files = {p.name for p in (ROOT / "pages").glob("*.py")}
    assert files <= {spec.file for spec in specs}, files - {spec.file for spec in specs}
    for spec in specs:
        assert spec.default or spec.url_path == Path(spec.file).stem, spec


def page_links(at: AppTest) -> list:
    return list(at.main.get("page_link"))


@pytest.mark.parametrize("lang, learn", [("en", "Start with Learn"), ("vi", "Bắt đầu học")])
def test_home_sends_a_newcomer_to_learn_first(lang, learn):
    at = app(lang)
    links = page_links(at)
    assert links, "Home has page links"
    first = links[0].proto
    assert learn in first.label and first.page.endswith("learn")
    labels = " ".join(link.proto.label for link in links)
    for key in ("Learn", "Statistics", "Hand analyser", "Capture checker", "Score calculator", "Rules"):
        from ui.i18n import t

        name = {
            "Learn": "app.nav_learn",
            "Statistics": "app.nav_statistics",
            "Hand analyser": "app.nav_analyser",
            "Capture checker": "app.nav_captures",
            "Score calculator": "app.nav_score",
            "Rules": "app.nav_rules",
        }[key]
        assert t(name, lang) in labels


def test_home_names_the_profiles_by_what_they_are():
    at = app()
    shown = "\n".join(texts(at.markdown))
    assert "Cardavia online rules" in shown and "Traditional Vietnamese rules" in shown
    assert "document 000" not in shown and "document 003" not in shown
    options = at.sidebar.selectbox(key="_profile_widget").options
    assert options == ["Cardavia online rules", "Traditional Vietnamese rules"]


def test_home_example_opens_the_analyser_in_this_tab_with_language_and_profile():
    at = app("vi")
    at.session_state["profile"] = "traditional"
    at.run()
    link = next(
        link.proto
        for link in page_links(at)
        if link.proto.page.endswith("analyser") and "hand=" in link.proto.query_string
    )
    assert "lang=vi" in link.query_string and "profile=traditional" in link.query_string
    assert not link.external  # a page link: same tab, same session


def test_rule_sources_are_readable_names():
    at = AppTest.from_file(str(ROOT / "pages" / "rules.py"), default_timeout=30)
    at.session_state["lang"] = "en"
    at.run()
    shown = "\n".join(texts(at.markdown))
    assert "Source: Cardavia rules §3" in shown or "Cardavia rules §3" in shown
    assert "design decision D5" in shown and "Traditional rules §IV.A6" in shown
    assert "Source: 000 §" not in shown and ", D5" not in shown


@pytest.mark.parametrize(
    "lang, title, term, definition",
    [
        ("en", "Glossary", "Đền làng", "on behalf of the whole village"),
        ("vi", "Từ điển", "Đền làng", "thay cho cả làng"),
    ],
)
def test_the_glossary_is_one_click_away_on_every_chan_page(lang, title, term, definition):
    at = app(lang)
    for path in ("pages/home.py", "pages/analyser.py", "pages/captures.py", "pages/score.py", "pages/learn.py"):
        at.switch_page(path).run()
        pops = [p for p in at.sidebar.get("popover") if p.proto.popover.label == title]
        assert pops, f"no glossary in the sidebar of {path}"
    shown = "\n".join(m.value for m in at.sidebar.markdown)
    for word in ("Chắn", "Cạ", "Què", "Ba đầu", "Chì", "Nọc", "Cửa", "Dịch", "Báo", term):
        assert f"**[{word}](/rules?term=" in shown
    assert definition in shown


def test_the_rules_page_shows_a_linked_term_highlighted():
    at = AppTest.from_file(str(ROOT / "pages" / "rules.py"), default_timeout=30)
    at.session_state["lang"] = "vi"
    at.query_params["term"] = "den_lang"
    at.run()
    html = next(m.value for m in at.markdown if "class='glossary'" in m.value)
    assert "id='term-den_lang' style=" in html and "thay cho cả làng" in html


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_home_names_the_sichuan_pages(lang):
    from ui.i18n import t

    at = AppTest.from_file(str(ROOT / "pages" / "home.py"), default_timeout=30)
    at.session_state["lang"] = lang
    at.run()
    assert not at.exception
    shown = "\n".join(texts(at.markdown))
    assert "/sichuan_analyser" in shown and "/sichuan_play" in shown
    assert t("app.nav_sichuan_play", lang) in shown and t("app.nav_sichuan_analyser", lang) in shown
