"""Every text of the app in English and Vietnamese. `t(key, lang, **values)`."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    # shared
    "app_title": ("Chắn — learn and analyse", "Chắn — học và phân tích"),
    "profile": ("Rule profile", "Bộ luật"),
    "profile_cardavia": ("cardavia (document 000)", "cardavia (tài liệu 000)"),
    "profile_traditional": ("traditional (document 003)", "truyền thống (tài liệu 003)"),
    "nav_home": ("Home", "Trang chủ"),
    "nav_analyser": ("Hand analyser", "Phân tích bài"),
    "nav_captures": ("Capture checker", "Kiểm tra ăn bài"),
    "nav_score": ("Score calculator", "Tính điểm"),
    "nav_play": ("Guided play", "Chơi có hướng dẫn"),
    "nav_rules": ("Rules", "Luật chơi"),
    "rules_cited": ("Rules: {rules}", "Luật: {rules}"),
    "bad_input": ("Bad input: {error}", "Nhập sai: {error}"),
    "kind_chan": ("chắn", "chắn"),
    "kind_ca": ("cạ", "cạ"),
    "kind_ba_dau": ("ba đầu", "ba đầu"),
    "kind_que": ("què", "què"),
    "kind_bach_thu": ("bạch thủ", "bạch thủ"),
    "yes": ("yes", "có"),
    "no": ("no", "không"),
    # home
    "home_intro": (
        "Learn Chắn, the Vietnamese long-card game, and check your own hands: the grouping into chắn "
        "and cạ, the waits and their chances, Bạch thủ, legal captures with the rule that decides them, "
        "and the full score of a win under either rule profile.",
        "Học chơi Chắn, trò bài lá dài của người Việt, và kiểm tra bài của bạn: cách xếp chắn, cạ, "
        "các cây chờ và khả năng ra, bạch thủ, nước ăn hợp lệ kèm luật quyết định, và cách tính điểm "
        "đầy đủ theo từng bộ luật."),
    "home_profiles": ("Two rule profiles", "Hai bộ luật"),
    "home_profile_cardavia": (
        "**cardavia** follows an online site's English rules (document 000): illegal moves are "
        "always prevented, a plain set of cước, Thập thành adds every cước's điểm.",
        "**cardavia** theo luật tiếng Anh của một trang chơi trực tuyến (tài liệu 000): nước sai luôn bị "
        "chặn, ít cước hơn, Thập thành cộng điểm của mọi cước."),
    "home_profile_traditional": (
        "**traditional** follows a Vietnamese rules page (document 003): 20 cước, the 18 errors, báo "
        "and đền làng, gà and 4-11.",
        "**truyền thống** theo một trang luật tiếng Việt (tài liệu 003): 20 cước, 18 lỗi, báo và đền "
        "làng, gà và 4-11."),
    "home_start": ("Where to start", "Bắt đầu từ đâu"),
    "home_start_text": (
        "New to the game? Read the **Rules** page. Have a hand in front of you? Open the "
        "**Hand analyser**. Just won? The **Score calculator** forms the total and checks your xướng.",
        "Mới chơi? Hãy đọc trang **Luật chơi**. Đang cầm bài? Mở **Phân tích bài**. Vừa ù? "
        "**Tính điểm** sẽ tính tổng và kiểm tra lời xướng của bạn."),
    # rules page
    "rules_intro": (
        "Every rule of the two source documents in our own words, with its id and source. Rules that "
        "differ between the profiles stand side by side.",
        "Mọi luật của hai tài liệu gốc, viết lại bằng lời của chúng tôi, kèm mã và nguồn. Luật khác "
        "nhau giữa hai bộ luật được đặt cạnh nhau."),
    "rules_linked": ("The rule you followed", "Luật bạn vừa mở"),
    "rules_unknown_id": ("There is no rule with the id `{id}`.", "Không có luật nào mã `{id}`."),
    "rules_search": ("Search the rules", "Tìm luật"),
    "rules_found": ("{n} rules found.", "Tìm thấy {n} luật."),
    "rules_none_here": ("(nothing specific to this profile)", "(không có luật riêng)"),
    "rules_legend": ("Badges: {both} {cardavia} {traditional}", "Nhãn: {both} {cardavia} {traditional}"),
    # score page
    "score_intro": (
        "Enter the 19 cards you held before the winning card (hand and exposed pairs), the winning "
        "card and what the cards cannot show (events). For Thiên ù give the dealer's 20 cards.",
        "Nhập 19 lá bạn có trước lá ù (trên tay và đã hạ), lá ù và những gì bài không tự thể hiện "
        "(sự kiện). Với Thiên ù, nhập 20 lá của nhà cái."),
    "score_hand": ("Cards in hand (notation, e.g. 2v 3s 7n cc)", "Bài trên tay (ví dụ 2v 3s 7n cc)"),
    "score_win": ("Winning card", "Lá ù"),
    "score_win_help": ("Leave empty for Thiên ù.", "Để trống nếu là Thiên ù."),
    "score_exposed": ("Exposed pairs, separated by ;", "Các đôi đã hạ, cách nhau bởi ;"),
    "score_exposed_help": ("Each chắn or cạ you captured, e.g. 5v 5v; 4v 4n. A chíu is four cards.",
                           "Mỗi chắn hoặc cạ đã ăn, ví dụ 5v 5v; 4v 4n. Chíu là bốn lá."),
    "score_exposed_now": ("Exposed: {pairs}", "Đã hạ: {pairs}"),
    "score_events": ("Events", "Sự kiện"),
    "score_ga": ("Cước that earn gà", "Cước được tính gà"),
    "score_four_eleven": ("Play 4-11", "Chơi 4-11"),
    "score_total": ("Total (điểm)", "Tổng điểm"),
    "score_main": ("Main cước", "Cước chính"),
    "score_each_pays": ("Each loser pays", "Mỗi nhà thua trả"),
    "score_payments": ("Settlement: winner **{winner}**, each of the three others **{loser}**.",
                       "Thanh toán: người ù **{winner}**, mỗi nhà còn lại **{loser}**."),
    "col_cuoc": ("Cước", "Cước"),
    "col_count": ("Count", "Số lần"),
    "col_diem": ("Điểm", "Điểm"),
    "col_dich": ("Dịch", "Dịch"),
    "col_main": ("Main", "Chính"),
    "col_rule": ("Rule", "Luật"),
    "xuong_title": ("Xướng practice", "Tập xướng cước"),
    "xuong_intro_traditional": (
        "Call the cước as you would at the table (how many of each), then check. Under document 003 a "
        "wrong call pays the village by what you called.",
        "Xướng cước như khi ngồi chiếu (mỗi cước bao nhiêu lần) rồi kiểm tra. Theo tài liệu 003, "
        "xướng sai phải đền làng theo cước đã xướng."),
    "xuong_intro_cardavia": (
        "Call the cước as you would at the table, then check. The cardavia profile scores by itself, "
        "so here a wrong call costs nothing — switch to traditional to see the penalty.",
        "Xướng cước như khi ngồi chiếu rồi kiểm tra. Bộ luật cardavia tự tính điểm nên xướng sai "
        "không mất gì — chọn bộ luật truyền thống để xem mức phạt."),
    "xuong_check": ("Check my call", "Kiểm tra lời xướng"),
    "xuong_right": ("Right: every cước called, you collect {total} from each player.",
                    "Đúng: xướng đủ cước, mỗi nhà trả bạn {total}."),
    "xuong_incomplete": ("Correct but incomplete — you left out {missing}: you collect {paid} "
                         "from each instead of {total}.",
                         "Đúng nhưng thiếu — bạn bỏ sót {missing}: mỗi nhà chỉ trả {paid} thay vì {total}."),
    "xuong_cost": ("Wrong call: you pay each player {each} (đền làng), {total} in all.",
                   "Xướng sai: bạn đền mỗi nhà {each}, tổng cộng {total}."),
    "xuong_no_cost": ("In cardavia the score is automatic: this call would cost nothing.",
                      "Ở cardavia điểm được tính tự động: lời xướng này không mất gì."),
    "xuong_missing": ("Also missing: {missing}.", "Còn thiếu: {missing}."),
}


def t(key: str, lang: str = "en", **values) -> str:
    en, vi = TEXTS[key]
    text = vi if lang == "vi" else en
    return text.format(**values) if values else text
