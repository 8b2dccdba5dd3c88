"""The `app.` texts of the catalogue (ui.i18n): home, navigation, analyser, captures, score, rules, glossary."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    # shared
    "app_title": ("Chắn — learn and analyse", "Chắn — học và phân tích"),
    "profile": ("Rule profile", "Bộ luật"),
    "profile_cardavia": ("Cardavia online rules", "Luật Cardavia (chơi trực tuyến)"),
    "profile_traditional": ("Traditional Vietnamese rules", "Luật truyền thống Việt Nam"),
    "source_000": ("Cardavia rules", "luật Cardavia"),
    "source_003": ("Traditional rules", "luật truyền thống"),
    "source_002": ("Sichuan rules", "luật Tứ Xuyên"),
    "source_D": ("design decision {n}", "quyết định thiết kế {n}"),
    "source_S": ("Sichuan decision {n}", "quyết định Tứ Xuyên {n}"),
    "nav_home": ("Home", "Trang chủ"),
    "nav_analyser": ("Hand analyser", "Phân tích bài"),
    "nav_captures": ("Capture checker", "Kiểm tra ăn bài"),
    "nav_score": ("Score calculator", "Tính điểm"),
    "nav_play": ("Guided play", "Chơi có hướng dẫn"),
    "nav_rules": ("Rules", "Luật chơi"),
    "nav_statistics": ("Statistics", "Thống kê"),
    "nav_learn": ("Learn", "Học chơi"),
    "nav_sichuan_analyser": ("Sichuan analyser", "Phân tích mạt chược Tứ Xuyên"),
    "nav_sichuan_play": ("Sichuan guided play", "Chơi mạt chược Tứ Xuyên"),
    "nav_section_chan": ("Chắn", "Chắn"),
    "nav_section_sichuan": ("Sichuan mahjong", "Mạt chược Tứ Xuyên"),
    "glossary": ("Glossary", "Từ điển"),
    "glossary_intro": (
        "The words of the game. Each links to its place on the Rules page.",
        "Các từ của trò chơi. Mỗi từ dẫn đến chỗ của nó trên trang Luật chơi.",
    ),
    "glossary_title": ("Glossary", "Từ điển thuật ngữ"),
    "rules_cited": ("Rules: {rules}", "Luật: {rules}"),
    "bad_input": ("Bad input: {error}", "Nhập sai: {error}"),
    "kind_chan": ("chắn", "chắn"),
    "kind_ca": ("cạ", "cạ"),
    "kind_ba_dau": ("ba đầu", "ba đầu"),
    "kind_que": ("què", "què"),
    "kind_bach_thu": ("bạch thủ", "bạch thủ"),
    "yes": ("yes", "có"),
    "decimal_point": (".", ","),
    "rules_source": ("Source", "Nguồn"),
    "glossary_see": ("see", "xem"),
    "no": ("no", "không"),
    # home
    "home_intro": (
        "Learn Chắn, the Vietnamese long-card game, and check your own hands: the grouping into chắn "
        "and cạ, the waits and their chances, Bạch thủ, legal captures with the rule that decides them, "
        "and the full score of a win under either rule profile.",
        "Học chơi Chắn, trò bài lá dài của người Việt, và kiểm tra bài của bạn: cách xếp chắn, cạ, "
        "các cây chờ và khả năng ra, bạch thủ, nước ăn hợp lệ kèm luật quyết định, và cách tính điểm "
        "đầy đủ theo từng bộ luật.",
    ),
    "home_profiles": ("Two rule profiles", "Hai bộ luật"),
    "home_profile_cardavia": (
        "**Cardavia online rules** follow the English rules of the Cardavia card site: illegal moves are "
        "always prevented, a plain set of cước, Thập thành adds every cước's điểm.",
        "**Luật Cardavia (chơi trực tuyến)** theo luật tiếng Anh của trang chơi bài Cardavia: nước sai luôn bị "
        "chặn, ít cước hơn, Thập thành cộng điểm của mọi cước.",
    ),
    "home_profile_traditional": (
        "**Traditional Vietnamese rules** follow a Vietnamese rules page: 20 cước, the 18 errors, báo "
        "and đền làng, gà and 4-11.",
        "**Luật truyền thống Việt Nam** theo một trang luật tiếng Việt: 20 cước, 18 lỗi, báo và đền làng, gà và 4-11.",
    ),
    "home_start": ("Where to start", "Bắt đầu từ đâu"),
    "home_start_text": (
        "New to the game? Start with **Learn**, then the **Rules** page. Have a hand in front of you? Open the "
        "**Hand analyser**. Not sure you may eat a card? Ask the **Capture checker**. Just won? The "
        "**Score calculator** forms the total and checks your xướng.",
        "Mới chơi? Hãy bắt đầu với **Học chơi**, rồi trang **Luật chơi**. Đang cầm bài? Mở **Phân tích bài**. "
        "Không chắc có được ăn cây nào? Hỏi **Kiểm tra ăn bài**. Vừa ù? **Tính điểm** sẽ tính tổng và kiểm tra "
        "lời xướng của bạn.",
    ),
    # rules page
    "rules_intro": (
        "Every rule of the two source documents in our own words, with its id and source. Rules that "
        "differ between the profiles stand side by side.",
        "Mọi luật của hai tài liệu gốc, viết lại bằng lời của chúng tôi, kèm mã và nguồn. Luật khác "
        "nhau giữa hai bộ luật được đặt cạnh nhau.",
    ),
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
        "(sự kiện). Với Thiên ù, nhập 20 lá của nhà cái.",
    ),
    "score_hand": ("Cards in hand (notation, e.g. 2v 3s 7n cc)", "Bài trên tay (ví dụ 2v 3s 7n cc)"),
    "score_win": ("Winning card", "Lá ù"),
    "score_win_help": ("Leave empty for Thiên ù.", "Để trống nếu là Thiên ù."),
    "score_exposed": ("Exposed pairs, separated by ;", "Các đôi đã hạ, cách nhau bởi ;"),
    "score_exposed_help": (
        "Each chắn or cạ you captured, e.g. 5v 5v; 4v 4n. A chíu is four cards.",
        "Mỗi chắn hoặc cạ đã ăn, ví dụ 5v 5v; 4v 4n. Chíu là bốn lá.",
    ),
    "score_won_on": ("Won on **{card}**: the twenty cards, grouped", "Ù **{card}**: hai mươi lá, đã xếp nhóm"),
    "score_with_card": ("With **{card}** added, grouped", "Thêm **{card}**, xếp nhóm"),
    "score_events": ("Events", "Sự kiện"),
    "score_ga": ("Cước that earn gà", "Cước được tính gà"),
    "score_four_eleven": ("Play 4-11", "Chơi 4-11"),
    "score_four_eleven_help": (
        "4-11: a win under 4 điểm is punished, the winner pays each player 11.",
        "4-11: ù dưới 4 điểm thì bị phạt, người ù trả mỗi nhà 11.",
    ),
    "score_ga_bach_dinh": ("Bạch định earns gà", "Bạch định được gà"),
    "score_ga_tam_do": ("Tám đỏ earns gà", "Tám đỏ được gà"),
    "score_ga_chi_bach_thu": ("Chì bạch thủ earns", "Chì bạch thủ được"),
    "score_tap_hand": ("the hand", "bài trên tay"),
    "score_tap_win": ("the winning card", "lá ù"),
    "score_tap_exposed": ("exposed pairs", "các đôi đã hạ"),
    "score_tap_clear": ("Clear the cards", "Xoá các lá"),
    "score_tab": ("The score", "Điểm"),
    "score_winner_pays_each": ("The winner pays each player", "Người ù trả mỗi nhà"),
    "score_payments_4_11": (
        "4-11: the win is under 4 điểm, so **the winner pays each player {each}**, {total} in all.",
        "4-11: ù dưới 4 điểm nên **người ù trả mỗi nhà {each}**, tổng cộng {total}.",
    ),
    "xuong_hidden": (
        "Call before you look: the score tab has the answer.",
        "Xướng trước khi xem: đáp án nằm ở thẻ Điểm.",
    ),
    "score_total": ("Total (điểm)", "Tổng điểm"),
    "score_main": ("Main cước", "Cước chính"),
    "score_each_pays": ("Each loser pays", "Mỗi nhà thua trả"),
    "score_payments": (
        "Settlement: winner **{winner}**, each of the three others **{loser}**.",
        "Thanh toán: người ù **{winner}**, mỗi nhà còn lại **{loser}**.",
    ),
    "col_cuoc": ("Cước", "Cước"),
    "col_count": ("Count", "Số lần"),
    "col_diem": ("Điểm", "Điểm"),
    "col_dich": ("Dịch", "Dịch"),
    "col_main": ("Main", "Chính"),
    "col_rule": ("Rule", "Luật"),
    "xuong_title": ("Xướng practice", "Tập xướng cước"),
    "xuong_intro_traditional": (
        "Call the cước as you would at the table (how many of each), then check. Under the traditional rules a "
        "wrong call pays the village by what you called.",
        "Xướng cước như khi ngồi chiếu (mỗi cước bao nhiêu lần) rồi kiểm tra. Theo luật truyền thống, "
        "xướng sai phải đền làng theo cước đã xướng.",
    ),
    "xuong_intro_cardavia": (
        "Call the cước as you would at the table, then check. The cardavia profile scores by itself, "
        "so here a wrong call costs nothing — switch to traditional to see the penalty.",
        "Xướng cước như khi ngồi chiếu rồi kiểm tra. Bộ luật cardavia tự tính điểm nên xướng sai "
        "không mất gì — chọn bộ luật truyền thống để xem mức phạt.",
    ),
    "xuong_check": ("Check my call", "Kiểm tra lời xướng"),
    "xuong_right": (
        "Right: every cước called, you collect {total} from each player.",
        "Đúng: xướng đủ cước, mỗi nhà trả bạn {total}.",
    ),
    "xuong_incomplete": (
        "Correct but incomplete — you left out {missing}: you collect {paid} from each instead of {total}.",
        "Đúng nhưng thiếu — bạn bỏ sót {missing}: mỗi nhà chỉ trả {paid} thay vì {total}.",
    ),
    "xuong_cost": (
        "Wrong call: you pay each player {each} (đền làng), {total} in all.",
        "Xướng sai: bạn đền mỗi nhà {each}, tổng cộng {total}.",
    ),
    "xuong_no_cost": (
        "In cardavia the score is automatic: this call would cost nothing.",
        "Ở cardavia điểm được tính tự động: lời xướng này không mất gì.",
    ),
    "xuong_missing": ("Also missing: {missing}.", "Còn thiếu: {missing}."),
    # app
    "app_sidebar_note": (
        "Rules, hands and scores follow the rule profile chosen above.",
        "Luật, phân tích và tính điểm theo bộ luật chọn ở trên.",
    ),
    # home (tools, deck)
    "home_tagline": (
        "Read your hand like a seasoned player: grouping, waits, legal captures and the score.",
        "Đọc bài như người chơi lâu năm: xếp chắn cạ, tính cây chờ, biết ăn đúng luật và tính cước.",
    ),
    "home_tools": ("What you can do here", "Bạn có thể làm gì ở đây"),
    "home_tool_analyser": (
        "Tap the cards of your hand (or paste them, or deal at random): the grouping into chắn and cạ, "
        "every wait with its chance, Bạch thủ, and for 20 cards the best discard.",
        "Chạm vào các lá trên tay (hoặc dán, hoặc chia ngẫu nhiên): cách xếp chắn cạ, mọi cây chờ và "
        "khả năng ra, bạch thủ, và với 20 lá thì nên đánh cây nào.",
    ),
    "home_tool_captures": (
        "May I eat this card? Every option — chắn, cạ, chíu, ù or pass — and every discard, legal or not, "
        "with the rule that decides it.",
        "Có được ăn cây này không? Mọi nước — ăn chắn, ăn cạ, chíu, ù hay bỏ qua — và mọi cây đánh, "
        "đúng luật hay không, kèm luật quyết định.",
    ),
    "home_tool_score": (
        "Just won? Every cước with điểm and dịch, the total, the payments, and xướng practice.",
        "Vừa ù? Mọi cước với điểm và dịch, tổng điểm, tiền chung, và tập xướng cước.",
    ),
    "home_tool_play": (
        "Play a deal against three bots, with a hint whenever you want one.",
        "Chơi một ván với ba máy, có gợi ý bất cứ lúc nào bạn cần.",
    ),
    "home_tool_rules": (
        "The whole rulebook of both profiles, each rule with its id and source.",
        "Toàn bộ luật của hai bộ luật, mỗi luật có mã và nguồn.",
    ),
    "home_tool_learn": (
        "New to Chắn? Short lessons with cards to tap, quizzes and drills, from the deck to the score.",
        "Mới chơi Chắn? Các bài học ngắn có lá bài để chạm, câu đố và bài luyện, từ bộ bài đến cách tính điểm.",
    ),
    "home_tool_statistics": (
        "How often each cước and each wait comes up, over many random deals.",
        "Mỗi cước, mỗi kiểu chờ xuất hiện thường xuyên thế nào qua nhiều ván chia ngẫu nhiên.",
    ),
    "home_newcomer": (
        "**New to Chắn?** Start with the lessons: the cards, the pairs, the waits and the score, one step at a time.",
        "**Mới chơi Chắn?** Hãy bắt đầu với các bài học: lá bài, cách ghép đôi, cây chờ và cách "
        "tính điểm, từng bước một.",
    ),
    "home_start_learn": ("Start with Learn", "Bắt đầu học"),
    "home_deck": ("The deck", "Bộ bài"),
    "home_deck_text": (
        "100 long cards: ranks 2 to 9 in three suits — Vạn, Sách and Văn — and Chi chi, four copies of "
        "each. Red ink marks the 8 and 9 of Vạn and Sách and Chi chi. To tell the suits apart: "
        "*Vạn vuông, Văn chéo, Sách loằng ngoằng* (Vạn square, Văn crossed, Sách squiggly).",
        "100 lá bài dài: hàng nhị đến cửu của ba chất — Vạn, Sách, Văn — và Chi chi, mỗi loại bốn lá. "
        "Bát, cửu vạn, bát, cửu sách và Chi chi in mực đỏ. Mẹo nhận chất: "
        "*Vạn vuông, Văn chéo, Sách loằng ngoằng*.",
    ),
    "home_example": ("A ready hand, grouped", "Một bài chờ đã xếp"),
    "home_example_text": (
        "Six chắn, three cạ and a lone 3v: it waits on 3v (a seventh chắn) and on 3s or 3n (a fourth cạ).",
        "Sáu chắn, ba cạ và một tam vạn lẻ: chờ tam vạn (thành chắn thứ bảy) và tam sách hoặc tam văn "
        "(thành cạ thứ tư).",
    ),
    "home_example_link": ("See it in the analyser", "Xem trong Phân tích bài"),
    "home_language": ("Switch language and rule profile in the sidebar.", "Đổi ngôn ngữ và bộ luật ở thanh bên."),
    # hand analyser
    "an_intro": (
        "Build your holding by tapping cards, typing notation or dealing at random. With 19 cards you see "
        "every wait and its chance; with 20, every discard ranked by the waits it leaves. The address bar "
        "holds the hand, so you can share the link.",
        "Xếp bài bằng cách chạm vào lá, gõ ký hiệu hoặc chia ngẫu nhiên. Với 19 lá bạn thấy mọi cây chờ và "
        "khả năng ra; với 20 lá, mọi cây có thể đánh, xếp theo cây chờ còn lại. Địa chỉ trang chứa bài trên tay, "
        "nên bạn có thể gửi đường dẫn cho bạn bè.",
    ),
    "an_tab_pick": ("Tap cards", "Chạm chọn lá"),
    "an_tab_type": ("Type or paste", "Gõ hoặc dán"),
    "an_tab_random": ("Deal at random", "Chia ngẫu nhiên"),
    "an_hand_text": ("Cards in hand (notation)", "Bài trên tay (ký hiệu)"),
    "an_hand_text_help": (
        "19 or 20 cards together with the exposed pairs: 2v…9v (Vạn), 2s…9s (Sách), 2n…9n (Văn), cc "
        "(Chi chi), or the Vietnamese names (nhị vạn, chi chi).",
        "19 hoặc 20 lá tính cả các đôi đã hạ: 2v…9v (Vạn), 2s…9s (Sách), 2n…9n (Văn), cc (Chi chi), "
        "hoặc tên tiếng Việt (nhị vạn, chi chi).",
    ),
    "an_apply": ("Analyse these cards", "Phân tích bài này"),
    "an_random_intro": (
        "A new holding replaces the current one (exposed pairs and seen cards are cleared).",
        "Bài mới thay bài hiện tại (các đôi đã hạ và lá đã thấy được xoá).",
    ),
    "an_deal_19": ("Deal 19 random cards", "Chia 19 lá ngẫu nhiên"),
    "an_deal_ready": ("Deal a random ready hand", "Chia ngẫu nhiên một bài chờ"),
    "an_deal_20": ("Deal 20 cards (a dealer's hand)", "Chia 20 lá (bài nhà cái)"),
    "an_holding": ("Your holding", "Bài của bạn"),
    "an_size_short": (
        "**{n}** cards — add **{more}** more to see the waits.",
        "**{n}** lá — thêm **{more}** lá nữa để xem cây chờ.",
    ),
    "an_size_19": ("**19** cards — the waits are below.", "**19** lá — cây chờ ở bên dưới."),
    "an_size_20": ("**20** cards — which card to discard is below.", "**20** lá — nên đánh cây nào ở bên dưới."),
    "an_counts": (
        "{chan} chắn and {ca} cạ so far, exposed pairs included.",
        "Hiện có {chan} chắn và {ca} cạ, tính cả các đôi đã hạ.",
    ),
    "an_terms": ("Words: {terms}.", "Thuật ngữ: {terms}."),
    "an_undo": ("Undo", "Hoàn tác"),
    "an_undo_help": (
        "Go back one change: a card added or taken out, a typed hand, a deal, a clear.",
        "Quay lại một thay đổi: thêm hoặc bỏ một lá, bài đã gõ, chia bài, xoá hết.",
    ),
    "an_stale": (
        "The text you typed was not analysed (see the message above). Below is still the previous holding: {hand}.",
        "Bài bạn vừa gõ chưa được phân tích (xem thông báo ở trên). Bên dưới vẫn là bài trước: {hand}.",
    ),
    "an_clear": ("Clear", "Xoá hết"),
    "an_remove": ("Tap a card to take it out", "Chạm vào lá để bỏ ra"),
    "an_exposed": ("Exposed pairs (separated by ;)", "Các đôi đã hạ (cách nhau bởi ;)"),
    "an_exposed_help": (
        "Pairs you captured and laid down, e.g. 5v 5v; 4v 4n. A chíu is four cards. "
        "They count towards the 19 or 20 cards.",
        "Các đôi đã ăn và hạ xuống, ví dụ 5v 5v; 4v 4n. Chíu là bốn lá. Chúng được tính vào 19 hoặc 20 lá.",
    ),
    "an_stock": ("Cards left in the stock", "Số lá còn trong nọc"),
    "an_stock_help": (
        "23 at the start of a deal; fewer as the stock is turned up.",
        "23 lá lúc bắt đầu ván; giảm dần khi lật nọc.",
    ),
    "an_seen_title": ("Cards seen elsewhere ({n})", "Lá đã thấy ở nơi khác ({n})"),
    "an_seen_intro": (
        "Other players' exposed cards and discards: they cannot come to you, so they lower "
        "the unseen copies and the chances.",
        "Lá đã hạ và lá đã đánh của người khác: chúng không thể về tay bạn, nên làm giảm số lá "
        "chưa thấy và khả năng ra.",
    ),
    "an_seen_text": ("Seen cards (notation)", "Lá đã thấy (ký hiệu)"),
    "an_clear_seen": ("Clear the seen cards", "Xoá các lá đã thấy"),
    "an_bad_link": (
        "The shared link has a bad part, left out (the rest is kept): {error}",
        "Đường dẫn có phần không hợp lệ, đã bỏ qua (phần còn lại được giữ): {error}",
    ),
    "an_need_more": (
        "Still to add: {more}. A hand is analysed at 19 cards (its waits) or 20 (which card to discard).",
        "Còn thiếu {more} lá. Bài được phân tích khi có 19 lá (cây chờ) hoặc 20 lá (nên đánh cây nào).",
    ),
    "an_waits_title": ("Waits", "Cây chờ"),
    "an_chan": ("Chắn", "Chắn"),
    "an_ca": ("Cạ", "Cạ"),
    "an_n_waits": ("Waits", "Số cây chờ"),
    "an_unseen_copies": ("Unseen copies", "Lá chưa thấy"),
    "an_chance_any": ("Chance of a win", "Khả năng ù"),
    "an_chance_any_help": (
        "The chance that at least one copy of a wait is still in the stock.",
        "Khả năng còn ít nhất một lá chờ nằm trong nọc.",
    ),
    "an_ready": ("Ready! {n} waits: {cards}.", "Bài đã chờ! {n} cây chờ: {cards}."),
    "an_ready_one": ("Ready! 1 wait: {cards}.", "Bài đã chờ! 1 cây chờ: {cards}."),
    "an_wait_details": (
        "Every column: unseen copies, chì, the main cước",
        "Đủ các cột: lá chưa thấy, ù chì, cước chính",
    ),
    "an_col_pays": ("Pays (điểm)", "Được (điểm)"),
    "an_col_pays_chi": ("If chì", "Nếu ù chì"),
    "an_col_main": ("Main cước", "Cước chính"),
    "an_pays_help": (
        "What a win on this card scores under the chosen rule profile, off another player's "
        "discard; ‘If chì’ is the same win at your own gate (Ù chì).",
        "Số điểm khi ù cây này theo bộ luật đang chọn, ăn cây người khác đánh; ‘Nếu ù chì’ là "
        "ù cây đó ở cửa mình (Ù chì).",
    ),
    "an_col_points": ("Điểm if won", "Điểm nếu ù"),
    "an_col_expected": ("Expected điểm", "Điểm kỳ vọng"),
    "an_col_allowed": ("Allowed", "Được đánh"),
    "an_expected_help": (
        "Chance of a win × the điểm of that win (averaged over the waits by their unseen "
        "copies). The allowed discards are ranked by it.",
        "Khả năng ù × số điểm khi ù (trung bình theo số lá chưa thấy của từng cây chờ). Các "
        "cây được phép đánh xếp hạng theo số này.",
    ),
    "an_not_allowed": ("Not allowed under this profile: {cards}.", "Không được đánh theo bộ luật này: {cards}."),
    "an_best_discard_pts": (
        "Best discard: **{card}** — it leaves the waits {waits} ({chance} chance of a win, {points} điểm if it wins).",
        "Nên đánh **{card}** — còn chờ {waits} (khả năng ù {chance}, ù được {points} điểm).",
    ),
    "kind_bach_thu_chi": ("bạch thủ chi", "bạch thủ chi"),
    "an_not_ready": ("Not ready: {reason}.", "Chưa chờ: {reason}."),
    "an_bach_thu_yes": (
        "**Bạch thủ check: yes.** Five chắn, four cạ and a lone {card}: only another {card} wins, and it "
        "scores Bạch thủ.",
        "**Kiểm tra bạch thủ: có.** Năm chắn, bốn cạ và một lá {card} lẻ: chỉ lá {card} mới ù, và được "
        "tính cước Bạch thủ.",
    ),
    "an_bach_thu_chi_yes": (
        "**Bạch thủ check: yes.** Five chắn, four cạ and a lone Chi chi: only the other Chi chi wins, and it "
        "scores Bạch thủ chi.",
        "**Kiểm tra bạch thủ: có.** Năm chắn, bốn cạ và một lá Chi chi lẻ: chỉ lá Chi chi còn lại mới ù, và được "
        "tính cước Bạch thủ chi.",
    ),
    "an_bach_thu_no": (
        "**Bạch thủ check: no.** A bạch thủ wait needs exactly five chắn, four cạ and one lone card.",
        "**Kiểm tra bạch thủ: không.** Chờ bạch thủ cần đúng năm chắn, bốn cạ và một lá lẻ.",
    ),
    "an_cho_chi_rong": (
        "**Chờ chi rộng:** a lone Chi chi beside six or more chắn can never win — discard it.",
        "**Chờ chi rộng:** lẻ Chi chi khi đã có từ sáu chắn trở lên thì không bao giờ ù được — hãy đánh nó đi.",
    ),
    "an_cho_chi_rong_discards": (
        "**Chờ chi rộng:** discarding {cards} would leave a lone Chi chi beside six or more chắn, which can never win.",
        "**Chờ chi rộng:** đánh {cards} sẽ để lại Chi chi lẻ bên cạnh từ sáu chắn trở lên, không bao giờ ù được.",
    ),
    "an_assumption": (
        "Chances with {stock} cards in the stock out of {unseen} unseen. {text}",
        "Khả năng tính với {stock} lá nọc trong {unseen} lá chưa thấy. {text}",
    ),
    "an_chance_help": (
        "Chance that at least one copy is still in the stock.",
        "Khả năng còn ít nhất một lá trong nọc.",
    ),
    "an_chart_title": ("Chance of each wait", "Khả năng ra của từng cây chờ"),
    "an_col_card": ("Card", "Lá"),
    "an_col_kind": ("Kind", "Kiểu chờ"),
    "an_col_bach_thu": ("Bạch thủ", "Bạch thủ"),
    "an_col_unseen": ("Unseen", "Chưa thấy"),
    "an_col_chance": ("Chance", "Khả năng"),
    "an_col_discard": ("Discard", "Đánh"),
    "an_col_waits_left": ("Waits left", "Cây chờ còn lại"),
    "an_col_breaks": ("Breaks a chắn", "Xé chắn"),
    "an_discards_title": ("Which card to discard", "Nên đánh cây nào"),
    "an_best_discard": (
        "Best discard: **{card}** — it leaves the waits {waits} ({chance} chance of a win).",
        "Nên đánh **{card}** — còn chờ {waits} (khả năng ù {chance}).",
    ),
    "an_no_ready_discard": ("No discard leaves a ready hand yet.", "Chưa có cây đánh nào để lại bài chờ."),
    "an_breaks_note": (
        "The card is held as a pair: discarding it breaks a chắn (cardavia forbids it).",
        "Lá này đang là một đôi: đánh nó là xé chắn (cardavia không cho phép).",
    ),
    "an_win_title": ("These 20 cards win — the score", "20 lá này đã ù — tính điểm"),
    "an_win_card": ("Winning card", "Lá ù"),
    "an_win_card_help": (
        "The card that completed the hand; the last card you added unless you choose another.",
        "Lá làm tròn bài; mặc định là lá bạn thêm sau cùng.",
    ),
    "an_thien_u": ("none — the dealer's opening 20 cards (Thiên ù)", "không — 20 lá ban đầu của nhà cái (Thiên ù)"),
    # capture checker
    "cp_intro": (
        "May you capture the card on offer, and which card may you discard? Enter a position (or load one) "
        "and see every option, legal or not, with the rules that decide it under the sidebar's rule profile.",
        "Có được ăn cây đang có không, và được đánh cây nào? Nhập một thế bài (hoặc mở một thế có sẵn) để "
        "xem mọi nước, đúng luật hay không, kèm luật quyết định theo bộ luật ở thanh bên.",
    ),
    "cp_examples": ("Try an example", "Thử một ví dụ"),
    "cp_tap_title": ("Tap cards to enter them", "Chạm vào lá để nhập"),
    "cp_tap_target": ("A tapped card goes to", "Lá được chạm sẽ vào"),
    "cp_tap_hand": ("the hand", "bài trên tay"),
    "cp_tap_exposed": ("exposed pairs", "các đôi đã hạ"),
    "cp_tap_offered": ("the card on offer", "cây được đưa ra"),
    "cp_tap_history": ("a history row", "một dòng lịch sử"),
    "cp_tap_help": (
        "Each tap writes the card into that field; edit the text to correct it.",
        "Mỗi lần chạm ghi lá đó vào ô đã chọn; sửa chữ trong ô nếu cần.",
    ),
    "cp_tap_history_help": (
        "Choose the event below, then tap its card (for a capture: the card captured, then "
        "the hand card it pairs with): the row is added.",
        "Chọn sự kiện ở dưới rồi chạm vào lá của nó (ăn bài: lá được ăn, rồi lá trên tay "
        "ghép với nó): dòng được thêm vào.",
    ),
    "cp_ex_profile": ("Rule profile: {profile}", "Bộ luật: {profile}"),
    "profile_short_cardavia": ("Cardavia", "Cardavia"),
    "profile_short_traditional": ("traditional", "truyền thống"),
    "cp_profile_switched": (
        "This example is under the **{now}**, so the rule profile is now {now} (it was {before}). "
        "Every page follows it.",
        "Ví dụ này theo **{now}**, nên bộ luật giờ là {now} (trước đó là {before}). Mọi trang đều theo bộ luật này.",
    ),
    "cp_profile_switch_back": ("Back to {before}", "Quay lại {before}"),
    "cp_ex_cardavia_must_chan": ("Must capture as chắn", "Phải ăn chắn"),
    "cp_ex_cardavia_declined_chan": ("A declined chắn", "Đã bỏ chắn"),
    "cp_ex_cardavia_discard_after_ca": ("Discards after a cạ", "Đánh sau khi ăn cạ"),
    "cp_ex_traditional_bo_chan": ("Bỏ chắn ăn cạ", "Bỏ chắn ăn cạ"),
    "cp_ex_traditional_chiu_u": ("Chíu ù", "Chíu ù"),
    "cp_ex_traditional_cho_chi_rong": ("Chờ chi rộng", "Chờ chi rộng"),
    "cp_position": ("The position", "Thế bài"),
    "cp_profile_now": (
        "Rule profile: **{profile}** (change it in the sidebar).",
        "Bộ luật: **{profile}** (đổi ở thanh bên).",
    ),
    "cp_hand": ("Cards in hand (notation)", "Bài trên tay (ký hiệu)"),
    "cp_hand_help": (
        "With an offered card the hand and exposed pairs hold 19 cards; with none, 20 "
        "(and you see which discards are legal).",
        "Khi có cây để ăn, bài trên tay và đã hạ có 19 lá; khi không có, 20 lá (và bạn xem được cây nào được đánh).",
    ),
    "cp_exposed": ("Exposed pairs (separated by ;)", "Các đôi đã hạ (cách nhau bởi ;)"),
    "cp_offered": ("Card on offer", "Cây để ăn"),
    "cp_offered_help": ("Leave empty to ask which discards are legal.", "Để trống để xem cây nào được đánh."),
    "cp_offered_short": ("On offer", "Cây để ăn"),
    "cp_source": ("It comes from", "Nguồn"),
    "cp_source_discard": ("a discard", "bài đánh ra"),
    "cp_source_stock": ("the stock", "nọc"),
    "cp_own_gate": ("at my own gate", "ở cửa của mình"),
    "cp_own_gate_help": (
        "A stock card you turned up yourself, at your own gate.",
        "Cây nọc do chính bạn lật, ở cửa của bạn.",
    ),
    "cp_from_discard": ("discarded", "bài đánh ra"),
    "cp_from_stock": ("from the stock", "cây nọc"),
    "cp_at_own_gate": (", own gate", ", cửa mình"),
    "cp_history": ("Your history this deal", "Các nước đã đi trong ván"),
    "cp_history_intro": (
        "Your own earlier moves, oldest first: some rules look back at them.",
        "Các nước bạn đã đi, cũ nhất trước: một số luật xét đến chúng.",
    ),
    "cp_history_empty": ("No moves yet.", "Chưa có nước nào."),
    "cp_history_earlier": ("Moves 1–{n}: {moves}", "Nước 1–{n}: {moves}"),
    "cp_event": ("Move", "Nước đi"),
    "cp_event_card": ("Card", "Lá"),
    "cp_available": ("Could capture as", "Có thể ăn thành"),
    "cp_with": ("With (hand card)", "Bằng lá trên tay"),
    "cp_add_row": ("Add", "Thêm"),
    "cp_clear_history": ("Clear", "Xoá hết"),
    "cp_remove_row": ("Remove this move", "Bỏ nước này"),
    "cp_ev_decline": ("declined", "bỏ không ăn"),
    "cp_ev_discard": ("discarded", "đánh"),
    "cp_ev_capture": ("captured", "ăn"),
    "cp_ev_chiu": ("chíu", "chíu"),
    "cp_ev_decline_row": (
        "declined **{card}** ({available} available)",
        "bỏ không ăn **{card}** (ăn {available} được)",
    ),
    "cp_ev_discard_row": ("discarded **{card}**", "đánh **{card}**"),
    "cp_ev_capture_row": ("captured **{card}** with **{other}**", "ăn **{card}** bằng **{other}**"),
    "cp_ev_chiu_row": ("chíu **{card}**", "chíu **{card}**"),
    "cp_file_title": ("Position file: load, paste or save", "Tệp thế bài: mở, dán hoặc lưu"),
    "cp_file_intro": (
        "The JSON format of examples/positions/*.json: profile, hand, exposed, offered, source, own_gate and history.",
        "Định dạng JSON của examples/positions/*.json: profile, hand, exposed, offered, source, own_gate và history.",
    ),
    "cp_upload": ("Open a position file", "Mở tệp thế bài"),
    "cp_paste": ("…or paste its JSON", "…hoặc dán nội dung JSON"),
    "cp_load_pasted": ("Load the pasted JSON", "Mở JSON đã dán"),
    "cp_download": ("Save this position", "Lưu thế bài này"),
    "cp_bad_file": ("This position file cannot be used — {error}", "Không dùng được tệp thế bài này — {error}"),
    "cp_loaded_file": ("Loaded {name}.", "Đã mở {name}."),
    "cp_answer": ("What the rules say", "Luật nói gì"),
    "cp_summary_options": (
        "**{card}** on offer: {n} of {total} options are legal.",
        "Cây **{card}**: {n} trong {total} nước là hợp lệ.",
    ),
    "cp_summary_discards": (
        "No card on offer: {n} of {total} discards are legal.",
        "Không có cây để ăn: {n} trong {total} cây được phép đánh.",
    ),
    "cp_opt_chan": ("Capture {card} as a chắn with {other}", "Ăn chắn {card} bằng {other}"),
    "cp_opt_ca": ("Capture {card} as a cạ with {other}", "Ăn cạ {card} bằng {other}"),
    "cp_opt_chiu": ("Chíu {card}", "Chíu {card}"),
    "cp_opt_win": ("Win on {card} (ù)", "Ù cây {card}"),
    "cp_opt_pass": ("Let {card} go", "Bỏ qua {card}"),
    "cp_errors": (
        "Errors under the traditional rules: {errors} (group {groups})",
        "Lỗi theo luật truyền thống: {errors} (nhóm {groups})",
    ),
    "cp_then_discard": ("Then you may discard:", "Sau đó được đánh:"),
    "cp_then_none": ("…but no discard would then be legal.", "…nhưng sau đó không có cây nào được đánh."),
    "cp_allowed": ("Allowed", "Được đánh"),
    "cp_refused": ("Not allowed", "Không được đánh"),
}
