"""The `play.` texts of the catalogue (ui.i18n): Chắn guided play and statistics."""

from __future__ import annotations

TEXTS: dict[str, tuple[str, str]] = {
    "title": ("Guided play", "Chơi có hướng dẫn"),
    "intro": (
        "A match of whole deals against three AI players. At each decision you see your options "
        "(greyed when a rule forbids them; ask “Why these options?” for the rule) and the coach's hint on "
        "request. The match is saved as you play: reload or reopen the link to continue.",
        "Một trận gồm các ván trọn vẹn với ba người máy. Mỗi lượt bạn thấy các nước có thể đi (mờ đi "
        "nếu luật cấm; bấm “Vì sao có các nước này?” để xem luật) và gợi ý khi cần. Trận được lưu khi "
        "chơi: tải lại trang hoặc mở lại đường dẫn để chơi tiếp.",
    ),
    "setup": ("New match", "Ván mới"),
    "seed": ("Seed (same seed, same cards)", "Mã ván (cùng mã, cùng bài)"),
    "ai": ("AI players", "Người máy"),
    "ai_help": (
        "How the levels compare, in points per deal won from the level below over duplicate deals "
        "(the same cards for both, seats swapped; benchmarks/tournament.py): Easy +5.8 (cardavia) / "
        "+6.2 (traditional) over Beginner; Medium +0.9 / +0.7 over Easy; Hard +0.4 / +0.4 over "
        "Medium (2,000 deals each); Expert thinks five times as long as Hard, without a measurable gain.",
        "So sánh các mức, tính bằng điểm mỗi ván thắng mức dưới trên các ván chia giống nhau (cùng "
        "bài, đổi chỗ; benchmarks/tournament.py): Dễ hơn Mới chơi +5,8 (cardavia) / +6,2 (truyền thống); "
        "Vừa hơn Dễ +0,9 / +0,7; Khó hơn Vừa +0,4 / +0,4 (mỗi bộ luật 2.000 ván); Rất khó nghĩ lâu gấp "
        "năm lần Khó nhưng chưa đo được là mạnh hơn.",
    ),
    "ai_rules": ("rule-based", "theo luật cơ bản"),
    "ai_random": ("random legal moves", "đánh ngẫu nhiên"),
    "mode": ("Mode", "Chế độ"),
    "mode_basic": ("basic: illegal moves are refused", "cơ bản: nước sai bị chặn"),
    "mode_advanced": ("advanced: illegal moves are punished (báo)", "nâng cao: nước sai bị báo"),
    "cardavia_mode": ("cardavia always refuses illegal moves.", "cardavia luôn chặn nước sai."),
    "four_eleven": ("Play 4-11", "Chơi 4-11"),
    "ga_gop": ("Gà góp (a shared pot)", "Gà góp (nuôi gà)"),
    "start": ("Deal the cards", "Chia bài"),
    "pace": ("AI pace", "Tốc độ người máy"),
    "pace_readable": ("readable", "vừa phải"),
    "pace_instant": ("instant", "tức thì"),
    "profile_changed": (
        "This match uses the {profile} profile; start a new match to switch.",
        "Ván này dùng bộ luật {profile}; hãy bắt đầu ván mới để đổi.",
    ),
    "watch": ("Watch a replay", "Xem lại một ván"),
    "upload": ("Replay file (.json)", "Tệp ván đấu (.json)"),
    "bad_replay": ("This replay cannot be used: {error}", "Không dùng được tệp này: {error}"),
    "step": ("Action", "Nước đi"),
    "stock": ("Stock", "Nọc"),
    "dealer": ("Dealer", "Nhà cái"),
    "deal_no": ("Deal", "Ván"),
    "turn": ("To act", "Đến lượt"),
    "bao": ("báo", "bị báo"),
    "dead": ("dead hand", "chết bài"),
    "in_hand": ("{n} cards in hand", "{n} cây trên tay"),
    "gate": ("at this gate", "ở cửa này"),
    "in_play": ("Card in play", "Cây đang xét"),
    "at_gate": ("at {who}'s gate", "ở cửa {who}"),
    "at_your_gate": ("at your gate", "ở cửa của bạn"),
    "you_in_sentence": ("you", "bạn"),
    "source_discard": ("discarded by {who}", "{who} đánh ra"),
    "source_return": ("returned by {who} after a chíu (trả cửa)", "{who} trả cửa sau khi chíu"),
    "source_stock": ("turned up by {who} from the stock", "{who} bốc từ nọc"),
    "your_hand": ("Your hand", "Bài của bạn"),
    "your_move": ("Your move", "Lượt của bạn"),
    "ai_thinking": ("{who} is playing…", "{who} đang đánh…"),
    "continue": ("Continue", "Tiếp tục"),
    "log": ("Event log", "Diễn biến ván"),
    "pick_discard": (
        "Choose a card to discard (only legal discards can be picked):",
        "Chọn cây để đánh (chỉ chọn được cây hợp lệ):",
    ),
    "not_allowed": ("Not allowed now ({n})", "Không được phép lúc này ({n})"),
    "do_anyway": ("Do it anyway (you will be punished)", "Vẫn đánh (sẽ bị phạt)"),
    "hint": ("Hint", "Gợi ý"),
    "hint_text": (
        "Coach: {action} — {reason} (expected {value} points)",
        "Gợi ý: {action} — {reason} (kỳ vọng {value} điểm)",
    ),
    "hint_all": ("Every option, priced by the coach", "Mọi nước, được định giá"),
    "thinking": ("The coach is thinking…", "Đang tính nước…"),
    "col_label": ("Verdict", "Đánh giá"),
    "lost": ("−{loss} points", "mất {loss} điểm"),
    "labels_note": (
        "Expected points: this deal's settlement for you, averaged over deals dealt from what you "
        "can see and played out (± its standard error). Against the best: inaccuracy from 0.3 "
        "points, mistake from 1, blunder from 3; a loss within its own uncertainty counts as good.",
        "Điểm kỳ vọng: tiền ván này của bạn, trung bình trên các ván chia theo những gì bạn thấy "
        "rồi đánh đến hết (± sai số). So với nước tốt nhất: chưa chuẩn từ 0,3 điểm, nước sai từ 1, "
        "sai nặng từ 3; mất ít hơn sai số thì vẫn tính là tốt.",
    ),
    "col_option": ("Option", "Nước đi"),
    "col_value": ("Expected points", "Điểm kỳ vọng"),
    "col_reason": ("Why", "Vì sao"),
    "review": ("Review my decisions", "Xem lại các nước của tôi"),
    "reviewing": ("The coach is replaying your decisions…", "Đang xem lại các nước của bạn…"),
    "review_none": ("You had no real choice in this deal.", "Ván này bạn không có lựa chọn nào."),
    "review_item": (
        "Decision {n} · {label}: you played {played}; the coach prefers {best} (−{loss} points)",
        "Nước {n} · {label}: bạn chọn {played}; gợi ý chọn {best} (mất {loss} điểm)",
    ),
    "review_agreed": (
        "Decision {n} · {label}: you played {played}, as the coach would",
        "Nước {n} · {label}: bạn chọn {played}, đúng như gợi ý",
    ),
    "reviewing_n": (
        "The coach is replaying your decisions… {done} of {total}",
        "Đang xem lại các nước của bạn… {done}/{total}",
    ),
    "review_agreement": ("Agreement with the coach", "Trùng với gợi ý"),
    "review_agreement_help": (
        "{agreed} of your {n} decisions were the coach's choice.",
        "{agreed} trong {n} nước của bạn trùng với gợi ý.",
    ),
    "review_per_decision": ("Points lost per decision", "Điểm mất mỗi nước"),
    "review_lost_help": ("{lost} expected points lost over the deal.", "Cả ván mất {lost} điểm kỳ vọng."),
    "review_costliest": ("Costliest kind of decision", "Loại nước mất nhiều nhất"),
    "loss_chart": ("Points lost at each decision", "Điểm mất ở từng nước"),
    "decision_no": ("Decision", "Nước"),
    "points_lost": ("Points lost", "Điểm mất"),
    "match_figures": (
        "This match, {deals} deals reviewed: {agreement} % agreement with the coach, {per} points "
        "lost per decision ({lost} in all).",
        "Trận này, {deals} ván đã xem lại: trùng gợi ý {agreement} %, mất {per} điểm mỗi nước (tổng {lost}).",
    ),
    "review_card": ("Card in play: {card}", "Cây đang xét: {card}"),
    "review_played": ("Your move", "Nước của bạn"),
    "review_best": ("The coach's move", "Nước được gợi ý"),
    "draw": ("The stock ran out: a draw, nobody pays.", "Hết nọc: hoà, không ai mất tiền."),
    "winner": ("{who} won on {card}: {total} điểm.", "{who} ù {card}: {total} điểm."),
    "settlement_rules": ("Settlement — {rules}", "Thanh toán — {rules}"),
    "next_deal": ("Next deal", "Ván tiếp"),
    "download": ("Download the replay", "Tải ván đấu"),
    "new_match": ("New match", "Ván mới"),
    "totals_chart": ("Running totals", "Tổng điểm sau mỗi ván"),
    "reading": ("Reading the cards: {rules}", "Cách đọc bài: {rules}"),
    # the table
    "badge_dealer": ("dealer", "nhà cái"),
    "badge_upper": ("your cửa trên", "cửa trên của bạn"),
    "badge_turn": ("to act", "đến lượt"),
    "badge_last": ("last move", "vừa đi"),
    "exposed_pairs": ("Exposed pairs", "Bài đã hạ"),
    "gate_of": ("At this gate ({n})", "Ở cửa này ({n})"),
    "hand_face_up": ("Hand", "Bài trên tay"),
    "stock_left": ("Stock: {n}", "Nọc: {n}"),
    "pot": ("Gà pot: {n}", "Gà: {n}"),
    "deal_over": ("The deal is over", "Ván đã kết thúc"),
    "no_card": ("No card in play", "Chưa có cây đang xét"),
    "totals_note": (
        "Running total: each deal's settlement added up, less what you put into the gà pot, plus any pot you won.",
        "Tổng: cộng tiền thắng thua các ván, trừ phần góp gà, cộng gà đã ăn.",
    ),
    "direction": (
        "Play goes round to the right: You → AI 1 → AI 2 → AI 3 → You. You receive from your cửa trên, AI 3.",
        "Đánh theo vòng sang phải: Bạn → Máy 1 → Máy 2 → Máy 3 → Bạn. Bạn nhận bài từ cửa trên là Máy 3.",
    ),
    "length": ("Deals in the match", "Số ván của trận"),
    "length_open": ("as many as you like", "không giới hạn"),
    "length_n": ("{n} deals", "{n} ván"),
    "call_for_me": ("Call (xướng) for me", "Tự xướng giúp tôi"),
    "call_for_me_help": (
        "Traditional rules: at a win you name your cước yourself and are paid by what you "
        "call. Turn this on to have the right call made for you (not in advanced mode).",
        "Luật truyền thống: khi ù bạn tự xướng cước và được trả theo lời xướng. Bật để máy "
        "xướng đúng giúp bạn (không áp dụng ở chế độ nâng cao).",
    ),
    "show_warnings": ("Show which moves break a rule", "Cho biết nước nào phạm luật"),
    "show_warnings_help": (
        "Advanced mode plays like a real table: nothing warns you before an illegal move. "
        "Turn this on to see the verdict of every option.",
        "Chế độ nâng cao như chơi thật: không ai nhắc trước khi bạn đi sai. Bật để thấy nhận xét cho từng nước.",
    ),
    "phase_respond": ("take the card in play, or pass", "ăn cây đang xét, hoặc dưới"),
    "phase_discard": ("discard one card", "đánh một cây"),
    "phase_claim": ("claim the card, or let it go", "nhận cây này, hoặc bỏ qua"),
    "passed_on": ("passed on to {who}", "dưới cho {who}"),
    "greyed_note": (
        "Greyed options break a rule; “Why these options?” names it.",
        "Nước bị mờ là phạm luật; “Vì sao có các nước này?” cho biết luật nào.",
    ),
    "why_options": ("Why these options?", "Vì sao có các nước này?"),
    "call_title": ("Call your win (xướng)", "Xướng cước"),
    "call_pick": ("The cước you call (add one twice for two sets, e.g. two Lèo)", "Các cước bạn xướng"),
    "call_placeholder": ("Choose the cước", "Chọn cước"),
    "call_help": (
        "name every cước your hand has; you are paid by what you call, and a cước you lack costs you đền làng.",
        "xướng các cước bài có; bạn được trả theo lời xướng, xướng sai phải đền làng.",
    ),
    "call_sets": ("How many sets of {name}", "Số bộ {name}"),
    "called_auto": ("Called for you: {call}.", "Máy xướng giúp bạn: {call}."),
    "called_right": (
        "Your call — {call} — is right: paid {total} điểm.",
        "Bạn xướng đúng — {call}: được trả {total} điểm.",
    ),
    "called_missing": (
        "You left out {missing}: no error, but it was not paid.",
        "Bạn xướng thiếu {missing}: không phạt, nhưng không được tính.",
    ),
    "called_wrong": (
        "Wrong call — {call}: {why}. The winner pays the village (đền làng), and no Thông next deal.",
        "Xướng sai — {call}: {why}. Người ù phải đền làng, ván sau không được Thông.",
    ),
    "four_eleven_choice": (
        "4-11: this win is only {total} điểm, below 4. Winning costs you {each} to each other "
        "player; if you don't win, you may not win again in this deal (Không Ù).",
        "4-11: ván ù này chỉ {total} điểm, dưới 4. Ù thì bạn phải trả mỗi nhà {each}; nếu "
        "chọn Không Ù thì ván này không được ù nữa.",
    ),
    "win_anyway": ("Win anyway (pays {each} to each)", "Vẫn ù (trả mỗi nhà {each})"),
    "dont_win": ("Don't win", "Không Ù"),
    "call_confirm": ("Ù — call these", "Ù — xướng các cước này"),
    "call_back": ("Back", "Quay lại"),
    "pot_after": ("Gà pot after this deal: {n}.", "Gà sau ván này: {n}."),
    "col_player": ("Player", "Người chơi"),
    "col_deal": ("This deal", "Ván này"),
    "col_ga": ("Into the gà pot", "Góp gà"),
    "col_total": ("Running total", "Tổng"),
    "col_rank": ("Place", "Hạng"),
    "col_refund": ("Gà given back", "Gà hoàn lại"),
    "final_title": ("Final standing after {n} deals", "Kết quả sau {n} ván"),
    "refund_note": (
        "Nobody won the gà pot, so each player got back what they put in.",
        "Chưa ai ăn được gà nên mỗi người được hoàn lại số đã góp.",
    ),
    "confirm_new": (
        "Start a new match? This match (its deals and totals) will no longer be shown.",
        "Bắt đầu trận mới? Trận này (các ván và tổng điểm) sẽ không còn hiện nữa.",
    ),
    "confirm_new_yes": ("Yes, new match", "Đồng ý, trận mới"),
    "confirm_new_no": ("Keep playing", "Chơi tiếp"),
    "replay_empty": (
        "This replay has no actions: it shows the dealt cards.",
        "Tệp này chưa có nước đi nào: đây là bài vừa chia.",
    ),
    "step_of": ("Step {n} of {total}", "Bước {n} / {total}"),
    "review_no_step": ("The learner (seat 0) had no choice at this step.", "Ở bước này người chơi không có lựa chọn."),
    "not_saved": (
        "This match could not be saved just now ({error}). Play on: the next move tries again, but a "
        "reload now would go back to the last save.",
        "Chưa lưu được trận lúc này ({error}). Cứ chơi tiếp: nước sau sẽ lưu lại, nhưng nếu tải lại trang "
        "bây giờ thì sẽ quay về lần lưu trước.",
    ),
    "restore_bad_key": (
        "This link's match id is not valid; start a new match.",
        "Mã trận trong đường dẫn không hợp lệ; hãy bắt đầu trận mới.",
    ),
    "restore_not_found": (
        "No saved match has this link's id; start a new match.",
        "Không tìm thấy trận đã lưu với mã này; hãy bắt đầu trận mới.",
    ),
    "restore_store_down": (
        "Saved matches cannot be read right now; start a new match.",
        "Hiện không đọc được các trận đã lưu; hãy bắt đầu trận mới.",
    ),
    "restore_corrupt": (
        "The saved match could not be replayed; start a new match.",
        "Không phát lại được trận đã lưu; hãy bắt đầu trận mới.",
    ),
    "you_broke": ("You broke a rule: {rules}.", "Bạn phạm luật: {rules}."),
    "now_bao": (
        "You are báo: from now on you only draw and pass — no captures, no win.",
        "Bạn bị báo: từ giờ chỉ được bốc và dưới — không được ăn, không được ù.",
    ),
    "now_no_pay": (
        "If you win this deal, you collect nothing (nghỉ ăn tiền).",
        "Nếu ù ván này, bạn không được tiền (nghỉ ăn tiền).",
    ),
    "now_pays_village": (
        "If you win this deal, you pay the village instead (đền làng).",
        "Nếu ù ván này, bạn phải đền làng.",
    ),
    # statistics page
    "stats_title": ("Statistics", "Thống kê"),
    "stats_intro": (
        "What happens over many deals between rule-based players under the chosen profile.",
        "Điều gì xảy ra qua nhiều ván giữa các người máy chơi theo luật, với bộ luật đang chọn.",
    ),
    "stats_deals": ("Deals to simulate", "Số ván mô phỏng"),
    "stats_running": ("Simulating deals…", "Đang mô phỏng…"),
    "stats_deals_played": ("Deals", "Số ván"),
    "stats_wins": ("Deals won", "Ván có người ù"),
    "stats_mean_total": ("Mean total of a win", "Điểm trung bình mỗi ván ù"),
    "stats_cuoc": ("How often each cước appears in a win", "Tần suất mỗi cước trong các ván ù"),
    "stats_share_wins": ("share of wins", "tỉ lệ ván ù"),
    "stats_totals": ("Distribution of totals", "Phân bố tổng điểm"),
    "stats_total_axis": ("total (điểm)", "tổng điểm"),
    "stats_wins_axis": ("wins", "số ván ù"),
    "stats_kinds": ("Which kind of wait wins", "Loại chờ nào hay ù"),
    "stats_ready": (
        "Chance of winning by the stock left when the hand became ready",
        "Khả năng ù theo số lá nọc còn lại lúc bài vào chờ",
    ),
    "stats_stock_axis": ("stock cards left when ready", "số lá nọc còn lại khi vào chờ"),
    "stats_hands": ("{n} ready hands", "{n} bài chờ"),
    # the log's call and the move buttons (ui.chan.play_view)
    "log_called": ("Called", "Xướng"),
    "act_discard": ("Discard {card}", "Đánh {card}"),
    "act_capture": ("Take {kind} {card} + {other}", "Ăn {kind} {card} + {other}"),
    "act_win_heaven": ("Win (Thiên ù)", "Ù (Thiên ù)"),
    "act_win": ("Win on {card}", "Ù {card}"),
    "act_let_go": ("Let it go", "Bỏ qua"),
    "act_pass_on": ("Pass it on", "Dưới (cho nhà sau)"),
    "act_pass_draw": ("Pass, draw", "Dưới, bốc nọc"),
    "stats_note": (
        "Simulated with the rule-based players; each block of 100 deals is cached.",
        "Mô phỏng bằng người máy theo luật; mỗi khối 100 ván được lưu lại.",
    ),
}
