"""The `sichuan.` texts of the catalogue (ui.i18n): the Sichuan analyser and guided play.

Vietnamese terms follow the Sichuan rulebook (core.sichuan.rulebook):
vạn / đồng / điều (characters / dots / bamboo), phỗng (pung), khàn (kong), khàn kín (concealed
kong), ù (win), tự mò (self-draw), chất khuyết (missing suit), phiên (fan), căn (root), hoa trư
(flower pig), tường bài (wall).
"""

from __future__ import annotations

SUIT_NAMES = (("characters (m)", "vạn (m)"), ("dots (p)", "đồng (p)"), ("bamboo (s)", "điều (s)"))

TEXTS: dict[str, tuple[str, str]] = {
    # ------------------------------------------------------------------ shared
    "rules": ("Rules:", "Luật:"),
    "rules_text": ("The rules cited ({n})", "Nội dung các luật được dẫn ({n})"),
    "bad_input": ("Bad input: {error}", "Nhập sai: {error}"),
    "face_down": ("face-down tile", "ẩn (úp)"),
    "basic_hand": ("basic hand 0", "bình hồ 0"),
    "missing_none": ("not declared", "chưa định"),
    # ------------------------------------------------------------------ analyser
    "an_title": ("Sichuan hand analyser", "Phân tích bài mạt chược Tứ Xuyên"),
    "an_intro": (
        "Build a Sichuan 'blood battle' hand by tapping tile pictures or pasting notation "
        "(1m…9m characters, 1p…9p dots, 1s…9s bamboo), add the melds you have declared and your "
        "missing suit. With 13 tiles you see every wait with its copies left, chance and fan, the "
        "ready-hand value and the distance to ready; with 14, every discard ranked. Then score a win.",
        "Xếp một bài mạt chược Tứ Xuyên ('huyết chiến') bằng cách chạm vào hình quân bài hoặc dán ký "
        "hiệu (1m…9m vạn, 1p…9p đồng, 1s…9s điều), thêm các bộ đã hạ và chất khuyết. Với 13 quân bạn "
        "thấy mọi quân chờ kèm số bản còn lại, xác suất và số phiên, giá trị bài chờ và khoảng cách tới "
        "chờ; với 14 quân, mọi quân nên đánh được xếp hạng. Sau đó tính điểm một ván ù.",
    ),
    "an_missing": ("Missing suit (declared, must be discarded first)", "Chất khuyết (đã định, phải đánh hết trước)"),
    "an_tab_pick": ("Tap tiles", "Chạm chọn quân"),
    "an_tab_type": ("Type or paste", "Gõ hoặc dán"),
    "an_tab_examples": ("Examples", "Ví dụ"),
    "an_target": ("A tap adds", "Chạm để thêm"),
    "an_target_hand": ("a tile to the hand", "một quân vào tay"),
    "an_target_pung": ("a pung (3)", "một bộ phỗng (3)"),
    "an_target_kong": ("a kong (4)", "một bộ khàn (4)"),
    "an_target_concealed_kong": ("a concealed kong (4)", "một bộ khàn kín (4)"),
    "an_hand_text": ("Concealed tiles", "Các quân trên tay"),
    "an_hand_help": (
        "S1 notation: 123m456p789s or 1m 2m 3m; commas allowed. 13 or 14 tiles in all, every meld counting three.",
        "Ký hiệu S1: 123m456p789s hoặc 1m 2m 3m; có thể dùng dấu phẩy. Tổng cộng 13 hoặc 14 quân, "
        "mỗi bộ đã hạ tính là ba.",
    ),
    "an_pungs": ("Pungs", "Phỗng"),
    "an_kongs": ("Exposed kongs", "Khàn (minh)"),
    "an_concealed_kongs": ("Concealed kongs", "Khàn kín"),
    "an_melds_help": (
        "One meld per token: 5p or 555p (kongs: 5p or 5555p), separated by spaces.",
        "Mỗi bộ một nhóm: 5p hoặc 555p (khàn: 5p hoặc 5555p), cách nhau bằng dấu cách.",
    ),
    "an_apply": ("Analyse", "Phân tích"),
    "an_example": ("Example hand", "Bài ví dụ"),
    "an_load_example": ("Load the example", "Nạp bài ví dụ"),
    "an_your_hand": ("Your hand", "Bài của bạn"),
    "an_size_short": (
        "**{n}** tiles — add {more} more for the waits (13) or the discards (14).",
        "**{n}** quân — thêm {more} quân nữa để xem quân chờ (13) hoặc quân nên đánh (14).",
    ),
    "an_size_13": ("**13** tiles — the waits are below.", "**13** quân — các quân chờ ở bên dưới."),
    "an_size_14": (
        "**14** tiles — every discard is ranked below.",
        "**14** quân — mọi quân nên đánh được xếp hạng bên dưới.",
    ),
    "an_melds": ("Declared melds", "Các bộ đã hạ"),
    "an_undo": ("Undo", "Hoàn tác"),
    "an_clear": ("Clear", "Xoá hết"),
    "an_remove": ("Tap to take a tile out", "Chạm để bỏ một quân"),
    "an_remove_meld": ("Tap to take a meld out", "Chạm để bỏ một bộ"),
    "an_seen": ("Tiles seen elsewhere ({n}) and the wall", "Quân đã thấy ở chỗ khác ({n}) và tường bài"),
    "an_seen_text": (
        "Discards and other players' melds you have seen",
        "Quân người khác đã đánh hoặc đã hạ mà bạn thấy",
    ),
    "an_wall": ("Tiles left in the wall", "Số quân còn trong tường bài"),
    "an_wall_help": ("55 right after the deal (108 − 4 × 13 − 1).", "55 ngay sau khi chia (108 − 4 × 13 − 1)."),
    "an_missing_pick": (
        "Declare your missing suit: the hand may not hold it when it waits or wins.",
        "Hãy định chất khuyết: khi chờ hay ù, bài không được còn chất đó.",
    ),
    "an_missing_ok": (
        "Missing-suit check: no {suit} tiles — fine.",
        "Kiểm tra chất khuyết: không còn quân {suit} — ổn.",
    ),
    "an_missing_bad": (
        "Missing-suit check: you still hold {n} {suit} tile(s) ({tiles}). Until they are gone you "
        "cannot wait, win, pung or kong, and a hand still holding them when the wall runs out is a "
        "flower pig (pays 32 to everyone else).",
        "Kiểm tra chất khuyết: bạn còn {n} quân {suit} ({tiles}). Khi chưa đánh hết thì không được "
        "chờ, ù, phỗng hay khàn, và nếu hết tường bài mà còn giữ thì là hoa trư (trả 32 cho mỗi người "
        "khác).",
    ),
    "an_waits_title": ("Waits", "Quân chờ"),
    "an_shanten": ("Distance to ready", "Khoảng cách tới chờ"),
    "an_shanten_help": (
        "Shanten: 0 means ready (one tile from a win), 1 means one useful draw from ready, and so on.",
        "Shanten: 0 là đang chờ (thiếu một quân là ù), 1 là còn một lần bốc có ích nữa mới chờ, v.v.",
    ),
    "an_n_waits": ("Waits", "Số quân chờ"),
    "an_unseen": ("Unseen copies", "Số bản chưa thấy"),
    "an_chance_any": ("Chance to draw one", "Xác suất bốc được"),
    "an_chance_help": (
        "The chance that at least one of your waits comes from the wall on your own draws.",
        "Xác suất ít nhất một quân chờ đến từ tường bài trong các lượt bốc của bạn.",
    ),
    "an_ready_value": ("Ready-hand value", "Giá trị bài chờ"),
    "an_ready_value_help": (
        "The ready-hand check (S7): the best wait as a discard win, without self-draw or event "
        "fan. If the wall runs out, every unready player pays you this.",
        "Kiểm tra bài chờ (S7): quân chờ lợi nhất tính như ù quân đánh ra, không tính tự mò hay "
        "phiên sự kiện. Nếu hết tường bài, mỗi người chưa chờ trả bạn số này.",
    ),
    "an_ready": ("Ready! {n} wait(s): {tiles}.", "Đang chờ! {n} quân chờ: {tiles}."),
    "an_ready_check": (
        "Ready-hand check: the best wait is {tile} for {fan} fan — base {base}. If the wall runs out "
        "now, each player still playing who is not ready pays you {base} (flower pigs, still holding "
        "their missing suit, pay their 32 penalty instead, not this).",
        "Kiểm tra bài chờ: quân chờ lợi nhất là {tile} được {fan} phiên — {base} điểm. Nếu hết tường "
        "bài bây giờ, mỗi người còn chơi mà chưa chờ phải trả bạn {base} (hoa trư, còn giữ chất "
        "khuyết, trả tiền phạt 32 chứ không trả khoản này).",
    ),
    "an_not_ready": ("{reason}.", "{reason}."),
    "an_improvers": (
        "Tiles that bring you closer to ready ({n} unseen copies):",
        "Các quân đưa bạn gần tới chờ hơn ({n} bản chưa thấy):",
    ),
    "an_blocked": (
        "Only {tiles} would complete this hand, and you hold all four: no wait (S5).",
        "Chỉ {tiles} mới làm bài ù, mà bạn đã giữ đủ bốn quân: không chờ được (S5).",
    ),
    "an_need_more": ("Add {more} more tile(s) to see the waits.", "Thêm {more} quân nữa để xem quân chờ."),
    "an_discards_title": ("Every discard, ranked", "Xếp hạng mọi quân có thể đánh"),
    "an_best_discard": (
        "Best discard: {tile} — leaves you ready on {waits} ({unseen} unseen copies).",
        "Nên đánh: {tile} — bài sẽ chờ {waits} ({unseen} bản chưa thấy).",
    ),
    "an_best_discard_shanten": (
        "Best discard: {tile} — leaves you {shanten} step(s) from ready, with {unseen} "
        "unseen copies of tiles that bring you closer.",
        "Nên đánh: {tile} — bài còn cách chờ {shanten} bước, với {unseen} bản chưa thấy của "
        "các quân giúp bài gần chờ hơn.",
    ),
    "an_label_waits": ("{n} wait(s)", "chờ {n}"),
    "an_label_shanten": ("{n} away", "cách {n}"),
    "an_forced": (
        "You hold your missing suit: only those tiles may be discarded (002 §2).",
        "Bạn còn giữ chất khuyết: chỉ được đánh các quân đó (002 §2).",
    ),
    "an_is_win": (
        "These 14 tiles are already a winning hand (win on {tiles}) — score it below.",
        "14 quân này đã ù (ù bằng {tiles}) — tính điểm ở bên dưới.",
    ),
    "an_score_title": ("Score a win", "Tính điểm một ván ù"),
    "an_win_tile": ("Winning tile", "Quân ù"),
    "an_win_tile_help_14": (
        "One of the 14 tiles: the one drawn or claimed last.",
        "Một trong 14 quân: quân vừa bốc hoặc vừa lấy.",
    ),
    "an_win_tile_help_13": ("The tile that completes the 13.", "Quân làm 13 quân thành bài ù."),
    "an_self_draw": ("Self-draw (tự mò)", "Tự mò"),
    "an_self_draw_help": (
        "Self-draw adds no fan; each opponent still playing pays base + 1.",
        "Tự mò không thêm phiên; mỗi đối thủ còn chơi trả điểm cơ bản + 1.",
    ),
    "an_events": ("Events the tiles cannot show", "Sự kiện không nhìn thấy trên bài"),
    "an_events_placeholder": ("Choose events", "Chọn sự kiện"),
    "an_opponents": ("Opponents still playing", "Số đối thủ còn chơi"),
    "an_no_win": ("Not a win: {reason}", "Chưa ù: {reason}"),
    "an_fan": ("Fan", "Phiên"),
    "an_base": ("Base points", "Điểm cơ bản"),
    "an_form": ("Form", "Dạng bài"),
    "form_standard": ("four sets and a pair", "bốn bộ và một đôi"),
    "form_seven_pairs": ("seven pairs", "bảy đôi"),
    "an_capped": ("{total} fan in all, capped at 5.", "Tổng {total} phiên, tối đa chỉ tính 5."),
    "an_grouping": ("Grouping: {groups}", "Cách xếp: {groups}"),
    "an_payments": ("Payments", "Thanh toán"),
    "an_pay_line": ("{payer} pays the winner {each}", "{payer} trả người ù {each}"),
    "an_pay_total": ("The winner receives {total} in all.", "Người ù nhận tổng cộng {total}."),
    "payer_discarder": ("the discarder", "người đánh ra"),
    "payer_kong_owner": ("the owner of the robbed kong", "người bị cướp khàn"),
    "payer_each_opponent_still_playing": (
        "each of the {n} opponent(s) still playing",
        "mỗi người trong {n} đối thủ còn chơi",
    ),
    "an_assumption": (
        "Chances with {wall} tiles in the wall and {unseen} unseen: {text}",
        "Xác suất với {wall} quân trong tường bài và {unseen} quân chưa thấy: {text}",
    ),
    "an_msg_full": (
        "{tile}: {left} copies left, {need} needed (there are four of each tile).",
        "{tile}: còn {left} bản, cần {need} (mỗi quân chỉ có bốn bản).",
    ),
    "an_msg_size": (
        "The hand already has {n} tiles (at most 14, every meld counting three).",
        "Bài đã có {n} quân (nhiều nhất 14, mỗi bộ tính là ba).",
    ),
    "an_msg_melds": ("At most four melds.", "Nhiều nhất bốn bộ."),
    "an_msg_meld_missing": (
        "No pung or kong in your missing suit ({suit}).",
        "Không được phỗng hay khàn chất khuyết ({suit}).",
    ),
    "col_tile": ("Tile", "Quân"),
    "col_unseen": ("Unseen", "Chưa thấy"),
    "col_chance": ("Chance", "Xác suất"),
    "col_fan": ("Fan", "Phiên"),
    "col_base": ("Base", "Điểm"),
    "col_patterns": ("Patterns", "Các phiên"),
    "col_rank": ("Rank", "Hạng"),
    "col_discard": ("Discard", "Đánh"),
    "col_shanten": ("Shanten after", "Shanten sau đó"),
    "col_waits": ("Waits after", "Chờ sau đó"),
    "col_best_fan": ("Best fan", "Phiên cao nhất"),
    "col_forced": ("Missing suit", "Chất khuyết"),
    "col_pattern": ("Pattern", "Phiên"),
    "col_chinese": ("Chinese", "Tiếng Trung"),
    "col_count": ("Count", "Số lần"),
    "col_rule": ("Rule", "Luật"),
    "col_rule_title": ("Rule title", "Tên luật"),
    "col_no": ("#", "#"),
    "col_what": ("For", "Khoản"),
    "col_payer": ("Payer", "Người trả"),
    "col_payee": ("Paid to", "Người nhận"),
    "col_amount": ("Amount", "Số điểm"),
    "col_player": ("Player", "Người chơi"),
    "col_status": ("At the end", "Cuối ván"),
    "col_received": ("Received", "Nhận"),
    "col_paid": ("Paid", "Trả"),
    "col_net": ("Net", "Thực nhận"),
    "col_how": ("How", "Cách ù"),
    "chart_title": ("Chance of each wait", "Xác suất của từng quân chờ"),
    "ex_nine_gates": (
        "Nine gates in dots: waits on every dot (13 tiles)",
        "Cửu liên bảo đăng đồng: chờ mọi quân đồng (13 quân)",
    ),
    "ex_seven_pairs": ("Seven pairs waiting (13 tiles)", "Bảy đôi đang chờ (13 quân)"),
    "ex_melds": ("Two pungs declared, waiting (13 tiles)", "Đã hạ hai phỗng, đang chờ (13 quân)"),
    "ex_discard": ("14 tiles: which one to discard?", "14 quân: đánh quân nào?"),
    "ex_pig": ("14 tiles still holding the missing suit", "14 quân còn giữ chất khuyết"),
    "ex_win": ("A 14-tile win: full flush with a root", "Một bài ù 14 quân: thanh nhất sắc có căn"),
    # ------------------------------------------------------------------ play
    "pl_title": ("Sichuan guided play", "Chơi mạt chược Tứ Xuyên có hướng dẫn"),
    "pl_intro": (
        "A whole 'blood battle' deal against three AI players: declare a missing suit, then draw, "
        "discard, pung, kong and win. At each decision you see every legal option with a one-line "
        "reason and its rules, and why the others are refused. The deal goes on after a win until three "
        "players have won or the wall runs out; then every payment is settled.",
        "Một ván 'huyết chiến' trọn vẹn với ba người máy: định khuyết, rồi bốc, đánh, phỗng, khàn và ù. "
        "Mỗi lượt bạn thấy mọi nước được phép kèm một dòng lý do và luật của nó, và vì sao các nước khác "
        "bị cấm. Có người ù thì ván vẫn tiếp tục cho đến khi ba người ù hoặc hết tường bài; sau đó mọi "
        "khoản được thanh toán.",
    ),
    "pl_setup": ("New deal", "Ván mới"),
    "pl_seed": ("Seed (same seed, same wall)", "Mã ván (cùng mã, cùng tường bài)"),
    "pl_ai": ("AI players", "Người máy"),
    "pl_ai_heuristic": ("heuristic (plays sensibly)", "theo kinh nghiệm (đánh hợp lý)"),
    "pl_ai_random": ("random legal moves", "đánh ngẫu nhiên"),
    "pl_dealer": ("Dealer (14 tiles, plays first)", "Nhà cái (14 quân, đánh trước)"),
    "pl_start": ("Deal the tiles", "Chia bài"),
    "pl_pace": ("AI pace", "Tốc độ người máy"),
    "pl_pace_readable": ("readable", "vừa phải"),
    "pl_pace_instant": ("instant", "tức thì"),
    "pl_wall": ("Wall", "Tường bài"),
    "pl_dealer_short": ("Dealer", "Nhà cái"),
    "pl_to_act": ("To act", "Đến lượt"),
    "pl_turn_badge": ("to act", "đến lượt"),
    "pl_your_score": ("Your points so far", "Điểm của bạn"),
    "pl_missing": ("missing: {suit}", "khuyết: {suit}"),
    "pl_missing_unknown": ("missing: not declared yet", "khuyết: chưa định"),
    "pl_in_hand": ("{n} tiles in hand", "{n} quân trên tay"),
    "pl_won": ("won on {tile} ({fan} fan) — out of play", "đã ù {tile} ({fan} phiên) — rời bàn"),
    "pl_discards": ("Discards", "Quân đã đánh"),
    "pl_in_play": ("Tile in play — {what}", "Quân đang xét — {what}"),
    "pl_in_play_discard": ("discarded by {who}", "{who} vừa đánh"),
    "pl_in_play_rob": (
        "{who} is adding it to a pung (added kong): it may be robbed",
        "{who} đang thêm vào bộ phỗng (khàn thêm): có thể bị cướp",
    ),
    "pl_your_hand": ("Your hand", "Bài của bạn"),
    "pl_drew": ("You drew {tile}.", "Bạn vừa bốc {tile}."),
    "pl_your_move": ("Your move", "Lượt của bạn"),
    "pl_declare_intro": (
        "Declare your missing suit: you must discard all its tiles before anything else, and may "
        "not pung, kong or win while you hold one.",
        "Hãy định chất khuyết: bạn phải đánh hết các quân chất đó trước, và khi còn giữ thì không "
        "được phỗng, khàn hay ù.",
    ),
    "pl_tap_discard": (
        "Tap a tile to discard it, or use the ranked options below.",
        "Chạm vào một quân để đánh, hoặc dùng các lựa chọn xếp hạng bên dưới.",
    ),
    "pl_claim_intro": ("{who} discarded {tile}. You may:", "{who} vừa đánh {tile}. Bạn có thể:"),
    "pl_rob_intro": (
        "{who} is adding {tile} to a pung. You may rob it to win:",
        "{who} đang thêm {tile} vào bộ phỗng. Bạn có thể cướp khàn để ù:",
    ),
    "pl_discards_ranked": ("Discards, best first", "Các quân có thể đánh, tốt nhất trước"),
    "pl_not_allowed": ("Not allowed now ({n})", "Không được phép lúc này ({n})"),
    "pl_hint": ("Hint", "Gợi ý"),
    "pl_hint_text": (
        "Hint — {action}: {reason} (expected {value} points)",
        "Gợi ý — {action}: {reason} (kỳ vọng {value} điểm)",
    ),
    "pl_thinking": ("The coach is pricing your options…", "Đang định giá các nước…"),
    "pl_hint_all": ("Every option, priced by the coach", "Mọi nước, được định giá"),
    "pl_col_option": ("Option", "Nước đi"),
    "pl_col_value": ("Expected points", "Điểm kỳ vọng"),
    "pl_col_label": ("Verdict", "Đánh giá"),
    "pl_col_reason": ("Why", "Vì sao"),
    "pl_lost": ("−{loss} points", "mất {loss} điểm"),
    "pl_labels_note": (
        "Expected points: this deal's settlement for you, averaged over deals dealt from what you can "
        "see and played out by quick players (± its standard error); the end-of-wall settlement counts "
        "(a flower pig pays 32 to every other player; an unready hand pays every ready one). Against the "
        "best: inaccuracy from 0.3 points, mistake from 1, blunder from 3; a loss within its own "
        "uncertainty counts as good.",
        "Điểm kỳ vọng: tiền ván này của bạn, trung bình trên các ván chia theo những gì bạn thấy rồi "
        "để người máy đánh nhanh đến hết (± sai số); tính cả phần thanh toán khi hết tường bài (hoa trư "
        "trả 32 cho mỗi người khác; bài chưa chờ trả cho mỗi nhà đang chờ). So với nước tốt nhất: chưa "
        "chuẩn từ 0,3 điểm, nước sai từ 1, sai nặng từ 3; mất ít hơn sai số thì vẫn tính là tốt.",
    ),
    "pl_refused": ("Not allowed: {reason}", "Không được phép: {reason}"),
    "pl_ai_thinking": ("{who} is playing…", "{who} đang đánh…"),
    "pl_continue": ("Let the AI play", "Cho người máy đánh"),
    "pl_finish": ("Play the rest instantly", "Đánh nốt ngay"),
    "pl_you_won": (
        "You won on {tile}: {fan} fan, base {base}. The others play on ('blood battle').",
        "Bạn đã ù {tile}: {fan} phiên, {base} điểm. Những người khác chơi tiếp ('huyết chiến').",
    ),
    "pl_log": ("Event log", "Diễn biến ván"),
    "pl_over": ("The deal is over", "Ván đã kết thúc"),
    "pl_end_three_won": ("Three players have won: the deal ends.", "Đã có ba người ù: ván kết thúc."),
    "pl_end_wall_empty": (
        "The wall is empty: flower pigs, kong refunds and the ready-hand check are settled.",
        "Hết tường bài: thanh toán hoa trư, hoàn tiền khàn và kiểm tra bài chờ.",
    ),
    "pl_wins": ("Wins", "Các lần ù"),
    "pl_payments": ("Settlement: every payment", "Thanh toán: mọi khoản"),
    "pl_net": ("Totals", "Tổng kết"),
    "pl_no_payments": ("No payments in this deal.", "Ván này không có khoản nào."),
    "pl_download": ("Download the replay", "Tải bản ghi ván"),
    "pl_new_deal": ("New deal", "Ván mới"),
    "pl_next_seed": ("Next deal (seed {seed})", "Ván tiếp (mã {seed})"),
    "pl_watch": ("Watch a replay", "Xem lại một ván"),
    "pl_upload": ("Replay file (.json)", "Tệp bản ghi (.json)"),
    "pl_bad_replay": ("This replay cannot be used: {error}", "Không dùng được tệp này: {error}"),
    "pl_not_saved": (
        "This deal could not be saved just now ({error}). Play on: the next move tries again, but a "
        "reload now would go back to the last save.",
        "Chưa lưu được ván lúc này ({error}). Cứ chơi tiếp: nước sau sẽ lưu lại, nhưng nếu tải lại trang "
        "bây giờ thì sẽ quay về lần lưu trước.",
    ),
    "pl_step": ("Action", "Nước đi"),
    "pl_watch_close": ("Close the replay", "Đóng bản ghi"),
    "pl_watching": ("Replay: {n} actions, {players}", "Bản ghi: {n} nước đi, {players}"),
    "pl_discards_n": ("Discards ({n})", "Quân đã đánh ({n})"),
    "pl_last": ("Last: {what}", "Vừa xong: {what}"),
    "pl_no_action_yet": (
        "The deal begins: everyone declares a missing suit.",
        "Ván bắt đầu: mỗi người định một chất khuyết.",
    ),
    "pl_tap_select": (
        "Tap a tile to select it, then tap it again or press Discard; or use the ranked options below.",
        "Chạm vào một quân để chọn, rồi chạm lần nữa hoặc bấm Đánh; hoặc dùng danh sách xếp hạng bên dưới.",
    ),
    "pl_your_decision": (
        "Your decision: see the options below.",
        "Đến lượt bạn quyết định: xem các lựa chọn bên dưới.",
    ),
    "pl_discard_button": ("Discard", "Đánh"),
    "pl_select_first": ("Select a tile of your hand first.", "Hãy chọn một quân trên tay trước."),
    "pl_new_deal_ask": ("New deal…", "Ván mới…"),
    "pl_new_deal_confirm": (
        "Throw away the deal in progress and start a new one?",
        "Bỏ ván đang chơi và bắt đầu ván mới?",
    ),
    "pl_new_deal_yes": ("Yes, throw it away", "Có, bỏ ván này"),
    "pl_new_deal_no": ("No, keep playing", "Không, chơi tiếp"),
    "pl_one_tap": ("One-tap discards", "Đánh bằng một chạm"),
    "pl_one_tap_help": (
        "Off: a first tap selects a tile and shows what discarding it leaves; a second tap or the "
        "Discard button plays it (002 §3). On: the first tap discards.",
        "Tắt: chạm lần đầu chọn quân và cho biết bài còn lại ra sao; chạm lần nữa hoặc nút Đánh "
        "mới đánh (002 §3). Bật: chạm lần đầu là đánh luôn.",
    ),
    "pl_load_error": (
        "The saved deal could not be loaded ({error}); start a new one.",
        "Không mở được ván đã lưu ({error}); hãy bắt đầu ván mới.",
    ),
    "pl_no_actions": (
        "This replay has no actions: here is the dealt position.",
        "Bản ghi này chưa có nước đi nào: đây là bài lúc vừa chia.",
    ),
    "act_declare": ("Give up {suit}", "Khuyết {suit}"),
    "act_discard": ("Discard {tile}", "Đánh {tile}"),
    "act_win_self": ("Win (self-draw)", "Ù (tự mò)"),
    "act_win": ("Win on {tile}", "Ù {tile}"),
    "act_win_rob": ("Rob the kong: win on {tile}", "Cướp khàn: ù {tile}"),
    "act_pung": ("Pung {tile}", "Phỗng {tile}"),
    "act_kong": ("Kong {tile}", "Khàn {tile}"),
    "act_concealed_kong": ("Concealed kong {tile}", "Khàn kín {tile}"),
    "act_added_kong": ("Added kong {tile}", "Khàn thêm {tile}"),
    "act_pass": ("Pass", "Bỏ qua"),
    "act_chow": ("Chow", "Ăn (chow)"),
    # log
    "log_deal": ("Dealer {who} gets 14 tiles, the others 13.", "Nhà cái {who} nhận 14 quân, những người khác 13."),
    "log_declare": ("{who} declares {suit} missing.", "{who} định khuyết {suit}."),
    "log_draw": ("{who} draws {tile}.", "{who} bốc {tile}."),
    "log_draw_hidden": ("{who} draws a tile.", "{who} bốc một quân."),
    "log_replacement": ("{who} draws {tile} as the kong replacement.", "{who} bốc bù {tile} sau khàn."),
    "log_replacement_hidden": ("{who} draws a kong replacement.", "{who} bốc bù sau khàn."),
    "log_discard": ("{who} discards {tile}.", "{who} đánh {tile}."),
    "log_discard_forced": ("{who} discards {tile} (missing suit).", "{who} đánh {tile} (chất khuyết)."),
    "log_claim_pass": ("{who} lets {tile} go.", "{who} bỏ qua {tile}."),
    "log_claim_pung": ("{who} pungs {tile}.", "{who} phỗng {tile}."),
    "log_claim_kong": ("{who} kongs {tile}.", "{who} khàn {tile}."),
    "log_claim_win": ("{who} calls a win on {tile}.", "{who} đòi ù {tile}."),
    "log_concealed_kong": ("{who} declares a concealed kong of {tile}.", "{who} khàn kín {tile}."),
    "log_concealed_kong_hidden": ("{who} declares a concealed kong (tiles hidden).", "{who} khàn kín (quân úp)."),
    "log_added_kong": ("{who} adds {tile} to a pung (added kong).", "{who} thêm {tile} vào bộ phỗng (khàn thêm)."),
    "log_win": (
        "{who} WINS on {tile} ({how}): {fan} fan, base {base}.",
        "{who} Ù {tile} ({how}): {fan} phiên, {base} điểm.",
    ),
    "how_self": ("self-draw", "tự mò"),
    "how_discard": ("{who}'s discard", "quân {who} đánh"),
    "how_rob": ("robbing {who}'s kong", "cướp khàn của {who}"),
    "log_end_three_won": ("The deal ends: three players have won.", "Ván kết thúc: đã có ba người ù."),
    "log_end_wall_empty": ("The deal ends: the wall is empty.", "Ván kết thúc: hết tường bài."),
    # payments
    "pay_win_discard": ("Win on a discard", "Ù quân đánh ra"),
    "pay_win_self": ("Win by self-draw", "Ù tự mò"),
    "pay_win_rob": ("Win robbing a kong", "Ù cướp khàn"),
    "pay_kong_exposed": ("Exposed kong", "Khàn minh"),
    "pay_kong_added": ("Added kong", "Khàn thêm"),
    "pay_kong_concealed": ("Concealed kong", "Khàn kín"),
    "pay_flower_pig": ("Flower pig", "Hoa trư"),
    "pay_kong_refund": ("Kong refund (not ready)", "Hoàn tiền khàn (chưa chờ)"),
    "pay_ready_check": ("Ready-hand check", "Kiểm tra bài chờ"),
    "pay_other": ("Other", "Khác"),
    "status_won": ("won on {tile} ({fan} fan), win no. {n}", "ù {tile} ({fan} phiên), người ù thứ {n}"),
    "status_playing": ("still playing", "còn chơi"),
    "status_pig": ("flower pig", "hoa trư"),
    "status_not_ready": ("not ready", "chưa chờ"),
    "status_ready": ("ready on {tile}: {fan} fan, worth {base}", "chờ {tile}: {fan} phiên, trị giá {base}"),
}


# English log lines when the player is "You" (Vietnamese verbs do not change)
YOU_EN: dict[str, str] = {
    "log_deal": "You are the dealer: 14 tiles for you, 13 for the others.",
    "log_declare": "You declare {suit} missing.",
    "log_draw": "You draw {tile}.",
    "log_replacement": "You draw {tile} as the kong replacement.",
    "log_discard": "You discard {tile}.",
    "log_discard_forced": "You discard {tile} (missing suit).",
    "log_claim_pass": "You let {tile} go.",
    "log_claim_pung": "You pung {tile}.",
    "log_claim_kong": "You kong {tile}.",
    "log_claim_win": "You call a win on {tile}.",
    "log_concealed_kong": "You declare a concealed kong of {tile}.",
    "log_added_kong": "You add {tile} to a pung (added kong).",
    "log_win": "You WIN on {tile} ({how}): {fan} fan, base {base}.",
    "how_discard": "your discard",
    "how_rob": "robbing your kong",
}
