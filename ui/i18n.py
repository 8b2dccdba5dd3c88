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
    "nav_statistics": ("Statistics", "Thống kê"),
    "nav_learn": ("Learn", "Học chơi"),
    "nav_sichuan_analyser": ("Sichuan analyser", "Phân tích mạt chược Tứ Xuyên"),
    "nav_sichuan_play": ("Sichuan guided play", "Chơi mạt chược Tứ Xuyên"),
    "nav_section_chan": ("Chắn", "Chắn"),
    "nav_section_sichuan": ("Sichuan mahjong", "Mạt chược Tứ Xuyên"),
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
        "**Hand analyser**. Not sure you may eat a card? Ask the **Capture checker**. Just won? The "
        "**Score calculator** forms the total and checks your xướng.",
        "Mới chơi? Hãy đọc trang **Luật chơi**. Đang cầm bài? Mở **Phân tích bài**. Không chắc có được "
        "ăn cây nào? Hỏi **Kiểm tra ăn bài**. Vừa ù? **Tính điểm** sẽ tính tổng và kiểm tra lời xướng của bạn."),
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
    "score_won_on": ("Won on **{card}**: the twenty cards, grouped", "Ù **{card}**: hai mươi lá, đã xếp nhóm"),
    "score_with_card": ("With **{card}** added, grouped", "Thêm **{card}**, xếp nhóm"),
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
    # app
    "app_sidebar_note": ("Rules, hands and scores follow the rule profile chosen above.",
                         "Luật, phân tích và tính điểm theo bộ luật chọn ở trên."),
    # home (tools, deck)
    "home_tagline": ("Read your hand like a seasoned player: grouping, waits, legal captures and the score.",
                     "Đọc bài như người chơi lâu năm: xếp chắn cạ, tính cây chờ, biết ăn đúng luật và tính cước."),
    "home_tools": ("What you can do here", "Bạn có thể làm gì ở đây"),
    "home_tool_analyser": (
        "Tap the cards of your hand (or paste them, or deal at random): the grouping into chắn and cạ, "
        "every wait with its chance, Bạch thủ, and for 20 cards the best discard.",
        "Chạm vào các lá trên tay (hoặc dán, hoặc chia ngẫu nhiên): cách xếp chắn cạ, mọi cây chờ và "
        "khả năng ra, bạch thủ, và với 20 lá thì nên đánh cây nào."),
    "home_tool_captures": (
        "May I eat this card? Every option — chắn, cạ, chíu, ù or pass — and every discard, legal or not, "
        "with the rule that decides it.",
        "Có được ăn cây này không? Mọi nước — ăn chắn, ăn cạ, chíu, ù hay bỏ qua — và mọi cây đánh, "
        "đúng luật hay không, kèm luật quyết định."),
    "home_tool_score": (
        "Just won? Every cước with điểm and dịch, the total, the payments, and xướng practice.",
        "Vừa ù? Mọi cước với điểm và dịch, tổng điểm, tiền chung, và tập xướng cước."),
    "home_tool_play": ("Play a deal against three bots, with a hint whenever you want one.",
                       "Chơi một ván với ba máy, có gợi ý bất cứ lúc nào bạn cần."),
    "home_tool_rules": ("The whole rulebook of both profiles, each rule with its id and source.",
                        "Toàn bộ luật của hai bộ luật, mỗi luật có mã và nguồn."),
    "home_deck": ("The deck", "Bộ bài"),
    "home_deck_text": (
        "100 long cards: ranks 2 to 9 in three suits — Vạn, Sách and Văn — and Chi chi, four copies of "
        "each. Red ink marks the 8 and 9 of Vạn and Sách and Chi chi. To tell the suits apart: "
        "*Vạn vuông, Văn chéo, Sách loằng ngoằng* (Vạn square, Văn crossed, Sách squiggly).",
        "100 lá bài dài: hàng nhị đến cửu của ba chất — Vạn, Sách, Văn — và Chi chi, mỗi loại bốn lá. "
        "Bát, cửu vạn, bát, cửu sách và Chi chi in mực đỏ. Mẹo nhận chất: "
        "*Vạn vuông, Văn chéo, Sách loằng ngoằng*."),
    "home_example": ("A ready hand, grouped", "Một ván bài chờ đã xếp"),
    "home_example_text": (
        "Six chắn, three cạ and a lone 3v: it waits on 3v (a seventh chắn) and on 3s or 3n (a fourth cạ). "
        "[See it in the analyser]({link}).",
        "Sáu chắn, ba cạ và một tam vạn lẻ: chờ tam vạn (thành chắn thứ bảy) và tam sách hoặc tam văn (thành cạ thứ tư). "
        "[Xem trong Phân tích bài]({link})."),
    "home_language": ("Switch language and rule profile in the sidebar.",
                      "Đổi ngôn ngữ và bộ luật ở thanh bên."),
    # hand analyser
    "an_intro": (
        "Build your holding by tapping cards, typing notation or dealing at random. With 19 cards you see "
        "every wait and its chance; with 20, every discard ranked by the waits it leaves. The address bar "
        "holds the hand, so you can share the link.",
        "Xếp bài bằng cách chạm vào lá, gõ ký hiệu hoặc chia ngẫu nhiên. Với 19 lá bạn thấy mọi cây chờ và "
        "khả năng ra; với 20 lá, mọi cây có thể đánh, xếp theo cây chờ còn lại. Địa chỉ trang chứa ván bài, "
        "nên bạn có thể gửi đường dẫn cho bạn bè."),
    "an_tab_pick": ("Tap cards", "Chạm chọn lá"),
    "an_tab_type": ("Type or paste", "Gõ hoặc dán"),
    "an_tab_random": ("Deal at random", "Chia ngẫu nhiên"),
    "an_hand_text": ("Cards in hand (notation)", "Bài trên tay (ký hiệu)"),
    "an_hand_text_help": (
        "19 or 20 cards together with the exposed pairs: 2v…9v (Vạn), 2s…9s (Sách), 2n…9n (Văn), cc "
        "(Chi chi), or the Vietnamese names (nhị vạn, chi chi).",
        "19 hoặc 20 lá tính cả các đôi đã hạ: 2v…9v (Vạn), 2s…9s (Sách), 2n…9n (Văn), cc (Chi chi), "
        "hoặc tên tiếng Việt (nhị vạn, chi chi)."),
    "an_apply": ("Analyse these cards", "Phân tích bài này"),
    "an_random_intro": ("A new holding replaces the current one (exposed pairs and seen cards are cleared).",
                        "Bài mới thay bài hiện tại (các đôi đã hạ và lá đã thấy được xoá)."),
    "an_deal_19": ("Deal 19 random cards", "Chia 19 lá ngẫu nhiên"),
    "an_deal_ready": ("Deal a random ready hand", "Chia một ván bài chờ ngẫu nhiên"),
    "an_deal_20": ("Deal 20 cards (a dealer's hand)", "Chia 20 lá (bài nhà cái)"),
    "an_holding": ("Your holding", "Bài của bạn"),
    "an_size_short": ("**{n}** cards — add **{more}** more to see the waits.",
                      "**{n}** lá — thêm **{more}** lá nữa để xem cây chờ."),
    "an_size_19": ("**19** cards — the waits are below.", "**19** lá — cây chờ ở bên dưới."),
    "an_size_20": ("**20** cards — which card to discard is below.", "**20** lá — nên đánh cây nào ở bên dưới."),
    "an_counts": ("{chan} chắn and {ca} cạ so far, exposed pairs included.",
                  "Hiện có {chan} chắn và {ca} cạ, tính cả các đôi đã hạ."),
    "an_undo": ("Undo", "Hoàn tác"),
    "an_clear": ("Clear", "Xoá hết"),
    "an_remove": ("Tap a card to take it out", "Chạm vào lá để bỏ ra"),
    "an_exposed": ("Exposed pairs (separated by ;)", "Các đôi đã hạ (cách nhau bởi ;)"),
    "an_exposed_help": ("Pairs you captured and laid down, e.g. 5v 5v; 4v 4n. A chíu is four cards. "
                        "They count towards the 19 or 20 cards.",
                        "Các đôi đã ăn và hạ xuống, ví dụ 5v 5v; 4v 4n. Chíu là bốn lá. "
                        "Chúng được tính vào 19 hoặc 20 lá."),
    "an_stock": ("Cards left in the stock", "Số lá còn trong nọc"),
    "an_stock_help": ("23 at the start of a deal; fewer as the stock is turned up.",
                      "23 lá lúc bắt đầu ván; giảm dần khi lật nọc."),
    "an_seen_title": ("Cards seen elsewhere ({n})", "Lá đã thấy ở nơi khác ({n})"),
    "an_seen_intro": ("Other players' exposed cards and discards: they cannot come to you, so they lower "
                      "the unseen copies and the chances.",
                      "Lá đã hạ và lá đã đánh của người khác: chúng không thể về tay bạn, nên làm giảm số lá "
                      "chưa thấy và khả năng ra."),
    "an_seen_text": ("Seen cards (notation)", "Lá đã thấy (ký hiệu)"),
    "an_clear_seen": ("Clear the seen cards", "Xoá các lá đã thấy"),
    "an_bad_link": ("The shared link has a bad part, left out (the rest is kept): {error}",
                    "Đường dẫn có phần không hợp lệ, đã bỏ qua (phần còn lại được giữ): {error}"),
    "an_need_more": ("Still to add: {more}. A hand is analysed at 19 cards (its waits) or 20 (which card to "
                     "discard).",
                     "Còn thiếu {more} lá. Bài được phân tích khi có 19 lá (cây chờ) hoặc 20 lá (nên đánh cây nào)."),
    "an_waits_title": ("Waits", "Cây chờ"),
    "an_chan": ("Chắn", "Chắn"),
    "an_ca": ("Cạ", "Cạ"),
    "an_n_waits": ("Waits", "Số cây chờ"),
    "an_unseen_copies": ("Unseen copies", "Lá chưa thấy"),
    "an_chance_any": ("Chance of a win", "Khả năng ù"),
    "an_chance_any_help": ("The chance that at least one copy of a wait is still in the stock.",
                           "Khả năng còn ít nhất một lá chờ nằm trong nọc."),
    "an_ready": ("Ready! {n} waits: {cards}.", "Bài đã chờ! {n} cây chờ: {cards}."),
    "an_not_ready": ("Not ready: {reason}.", "Chưa chờ: {reason}."),
    "an_bach_thu_yes": (
        "**Bạch thủ check: yes.** Five chắn, four cạ and a lone {card}: only another {card} wins, and it "
        "scores Bạch thủ.",
        "**Kiểm tra bạch thủ: có.** Năm chắn, bốn cạ và một lá {card} lẻ: chỉ lá {card} mới ù, và được "
        "tính cước Bạch thủ."),
    "an_bach_thu_no": (
        "**Bạch thủ check: no.** A bạch thủ wait needs exactly five chắn, four cạ and one lone card.",
        "**Kiểm tra bạch thủ: không.** Chờ bạch thủ cần đúng năm chắn, bốn cạ và một lá lẻ."),
    "an_cho_chi_rong": (
        "**Chờ chi rộng:** a lone Chi chi beside six or more chắn can never win — discard it.",
        "**Chờ chi rộng:** lẻ Chi chi khi đã có từ sáu chắn trở lên thì không bao giờ ù được — hãy đánh nó đi."),
    "an_cho_chi_rong_discards": (
        "**Chờ chi rộng:** discarding {cards} would leave a lone Chi chi beside six or more chắn, which can "
        "never win.",
        "**Chờ chi rộng:** đánh {cards} sẽ để lại Chi chi lẻ bên cạnh từ sáu chắn trở lên, không bao giờ ù được."),
    "an_assumption": (
        "Chances with {stock} cards in the stock out of {unseen} unseen. {text}",
        "Khả năng tính với {stock} lá nọc trong {unseen} lá chưa thấy. {text}"),
    "an_chance_help": ("Chance that at least one copy is still in the stock.",
                       "Khả năng còn ít nhất một lá trong nọc."),
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
    "an_best_discard": ("Best discard: **{card}** — it leaves the waits {waits} ({chance} chance of a win).",
                        "Nên đánh **{card}** — còn chờ {waits} (khả năng ù {chance})."),
    "an_no_ready_discard": ("No discard leaves a ready hand yet.", "Chưa có cây đánh nào để lại bài chờ."),
    "an_breaks_note": ("The card is held as a pair: discarding it breaks a chắn (cardavia forbids it).",
                       "Lá này đang là một đôi: đánh nó là xé chắn (cardavia không cho phép)."),
    "an_win_title": ("These 20 cards win — the score", "20 lá này đã ù — tính điểm"),
    "an_win_card": ("Winning card", "Lá ù"),
    "an_win_card_help": ("The card that completed the hand; the last card you added unless you choose another.",
                         "Lá làm tròn bài; mặc định là lá bạn thêm sau cùng."),
    "an_thien_u": ("none — the dealer's opening 20 cards (Thiên ù)", "không — 20 lá ban đầu của nhà cái (Thiên ù)"),
    # capture checker
    "cp_intro": (
        "May you capture the card on offer, and which card may you discard? Enter a position (or load one) "
        "and see every option, legal or not, with the rules that decide it under the sidebar's rule profile.",
        "Có được ăn cây đang có không, và được đánh cây nào? Nhập một thế bài (hoặc mở một thế có sẵn) để "
        "xem mọi nước, đúng luật hay không, kèm luật quyết định theo bộ luật ở thanh bên."),
    "cp_examples": ("Try an example", "Thử một ví dụ"),
    "cp_ex_profile": ("Rule profile: {profile}", "Bộ luật: {profile}"),
    "cp_ex_cardavia_must_chan": ("Must capture as chắn", "Phải ăn chắn"),
    "cp_ex_cardavia_declined_chan": ("A declined chắn", "Đã bỏ chắn"),
    "cp_ex_cardavia_discard_after_ca": ("Discards after a cạ", "Đánh sau khi ăn cạ"),
    "cp_ex_traditional_bo_chan": ("Bỏ chắn ăn cạ", "Bỏ chắn ăn cạ"),
    "cp_ex_traditional_chiu_u": ("Chíu ù", "Chíu ù"),
    "cp_ex_traditional_cho_chi_rong": ("Chờ chi rộng", "Chờ chi rộng"),
    "cp_position": ("The position", "Thế bài"),
    "cp_profile_now": ("Rule profile: **{profile}** (change it in the sidebar).",
                       "Bộ luật: **{profile}** (đổi ở thanh bên)."),
    "cp_hand": ("Cards in hand (notation)", "Bài trên tay (ký hiệu)"),
    "cp_hand_help": ("With an offered card the hand and exposed pairs hold 19 cards; with none, 20 "
                     "(and you see which discards are legal).",
                     "Khi có cây để ăn, bài trên tay và đã hạ có 19 lá; khi không có, 20 lá (và bạn xem "
                     "được cây nào được đánh)."),
    "cp_exposed": ("Exposed pairs (separated by ;)", "Các đôi đã hạ (cách nhau bởi ;)"),
    "cp_offered": ("Card on offer", "Cây để ăn"),
    "cp_offered_help": ("Leave empty to ask which discards are legal.",
                        "Để trống để xem cây nào được đánh."),
    "cp_offered_short": ("On offer", "Cây để ăn"),
    "cp_source": ("It comes from", "Nguồn"),
    "cp_source_discard": ("a discard", "bài đánh ra"),
    "cp_source_stock": ("the stock", "nọc"),
    "cp_own_gate": ("at my own gate", "ở cửa của mình"),
    "cp_own_gate_help": ("A stock card you turned up yourself, at your own gate.",
                         "Cây nọc do chính bạn lật, ở cửa của bạn."),
    "cp_from_discard": ("discarded", "bài đánh ra"),
    "cp_from_stock": ("from the stock", "cây nọc"),
    "cp_at_own_gate": (", own gate", ", cửa mình"),
    "cp_history": ("Your history this deal", "Các nước đã đi trong ván"),
    "cp_history_intro": ("Your own earlier moves, oldest first: some rules look back at them.",
                         "Các nước bạn đã đi, cũ nhất trước: một số luật xét đến chúng."),
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
    "cp_ev_decline_row": ("declined **{card}** ({available} available)", "bỏ không ăn **{card}** (ăn {available} được)"),
    "cp_ev_discard_row": ("discarded **{card}**", "đánh **{card}**"),
    "cp_ev_capture_row": ("captured **{card}** with **{other}**", "ăn **{card}** bằng **{other}**"),
    "cp_ev_chiu_row": ("chíu **{card}**", "chíu **{card}**"),
    "cp_file_title": ("Position file: load, paste or save", "Tệp thế bài: mở, dán hoặc lưu"),
    "cp_file_intro": ("The JSON format of examples/positions/*.json: profile, hand, exposed, offered, source, "
                      "own_gate and history.",
                      "Định dạng JSON của examples/positions/*.json: profile, hand, exposed, offered, source, "
                      "own_gate và history."),
    "cp_upload": ("Open a position file", "Mở tệp thế bài"),
    "cp_paste": ("…or paste its JSON", "…hoặc dán nội dung JSON"),
    "cp_load_pasted": ("Load the pasted JSON", "Mở JSON đã dán"),
    "cp_download": ("Save this position", "Lưu thế bài này"),
    "cp_bad_file": ("This position file cannot be used — {error}", "Không dùng được tệp thế bài này — {error}"),
    "cp_loaded_file": ("Loaded {name}.", "Đã mở {name}."),
    "cp_answer": ("What the rules say", "Luật nói gì"),
    "cp_summary_options": ("**{card}** on offer: {n} of {total} options are legal.",
                           "Cây **{card}**: {n} trong {total} nước là hợp lệ."),
    "cp_summary_discards": ("No card on offer: {n} of {total} discards are legal.",
                            "Không có cây để ăn: {n} trong {total} cây được phép đánh."),
    "cp_opt_chan": ("Capture {card} as a chắn with {other}", "Ăn chắn {card} bằng {other}"),
    "cp_opt_ca": ("Capture {card} as a cạ with {other}", "Ăn cạ {card} bằng {other}"),
    "cp_opt_chiu": ("Chíu {card}", "Chíu {card}"),
    "cp_opt_win": ("Win on {card} (ù)", "Ù cây {card}"),
    "cp_opt_pass": ("Let {card} go", "Bỏ qua {card}"),
    "cp_errors": ("Errors of document 003: {errors} (group {groups})", "Lỗi theo tài liệu 003: {errors} (nhóm {groups})"),
    "cp_then_discard": ("Then you may discard:", "Sau đó được đánh:"),
    "cp_then_none": ("…but no discard would then be legal.", "…nhưng sau đó không có cây nào được đánh."),
    "cp_allowed": ("Allowed", "Được đánh"),
    "cp_refused": ("Not allowed", "Không được đánh"),
}


def lookup(texts: dict[str, tuple[str, str]], key: str, lang: str, values: dict) -> str:
    """The text of `key` in `lang` from an (English, Vietnamese) table, with `values` filled in."""
    en, vi = texts[key]
    text = vi if lang == "vi" else en
    return text.format(**values) if values else text


def t(key: str, lang: str = "en", **values) -> str:
    return lookup(TEXTS, key, lang, values)
