"""The Chắn rulebook: one `Rule` per id of RULE_IDS.md, in its order.

Texts are our own wording, in English and Vietnamese. `sources` cites the
rule documents as in RULE_IDS.md: ``000 §n`` (cardavia, English),
``003 §X.n`` (traditional, Vietnamese) and ``Dn`` (DECISIONS.md).
Card notation follows D2: 2v…9v Vạn, 2s…9s Sách, 2n…9n Văn, cc Chi chi.
Values are written điểm/dịch, e.g. Tôm 4/1.
"""

from __future__ import annotations

from core.rulebook import Rule, Rulebook

C = ("cardavia",)
T = ("traditional",)
CT = ("cardavia", "traditional")

# (topic id, English title, Vietnamese title), in teaching order.
TOPICS: tuple[tuple[str, str, str], ...] = (
    ("cards", "Cards", "Bộ bài"),
    ("groups", "Pairs and groups", "Chắn, cạ và các nhóm"),
    ("setup", "Setup and deal", "Chia bài"),
    ("turn", "Playing a turn", "Lượt chơi"),
    ("capture", "Capture restrictions", "Ràng buộc khi ăn và đánh"),
    ("claims", "Chíu and claims", "Chíu và quyền ưu tiên"),
    ("winning", "Winning", "Ù"),
    ("ending", "End of the deal", "Kết thúc ván"),
    ("scoring", "Scoring", "Tính điểm"),
    ("cuoc", "Cước (scoring hands)", "Cước sắc"),
    ("options", "Play options", "Tùy chọn khi chơi"),
    ("errors", "Errors", "Các lỗi"),
    ("penalties", "Penalties and báo", "Phạt và báo"),
    ("calling", "Calling the cước", "Xướng cước"),
)

RULES: tuple[Rule, ...] = (
    # -------- cards
    Rule(
        id="cards.deck",
        topic="cards",
        title_en="The 100-card deck",
        title_vi="Bộ bài 100 cây",
        text_en=(
            "Chắn uses 100 of the 120 long cards: ranks 2 to 9 in each of the three suits Vạn, Sách and Văn, plus "
            "Chi chi, with four copies of every face (24 × 4 + 4 = 100). All rank-1 cards, Ông cụ and Thang "
            "thang are left out."
        ),
        text_vi=(
            "Chắn dùng 100 trong số 120 cây của bộ bài Tổ tôm: các hàng từ nhị đến cửu của ba chữ Vạn, Sách, Văn "
            "cùng quân Chi chi, mỗi quân có bốn cây giống hệt nhau (24 × 4 + 4 = 100). Bỏ ra toàn bộ hàng nhất, "
            "Ông cụ và Thang thang."
        ),
        profiles=CT,
        sources=("000 §2", "003 §I"),
    ),
    Rule(
        id="cards.names",
        topic="cards",
        title_en="Card names and notation",
        title_vi="Tên quân và ký hiệu",
        text_en=(
            "An ordinary card is named by its rank (nhị 2, tam 3, tứ 4, ngũ 5, lục 6, thất 7, bát 8, cửu 9) "
            "followed by its suit: Vạn 萬 (Myriads), Sách 索 (Strings) or Văn 文 (Coins). This tool writes them "
            "2v…9v, 2s…9s, 2n…9n, and cc for Chi chi, so tam sách is 3s and cửu vạn is 9v; full Vietnamese names "
            "such as “thất văn” are accepted too."
        ),
        text_vi=(
            "Mỗi quân thường được gọi theo hàng số (nhị, tam, tứ, ngũ, lục, thất, bát, cửu) rồi đến chữ: Vạn 萬, "
            "Sách 索 hoặc Văn 文. Chương trình viết tắt là 2v…9v, 2s…9s, 2n…9n, còn Chi chi là cc; ví dụ tam sách "
            "là 3s, cửu vạn là 9v. Có thể gõ cả tên đầy đủ có dấu như “thất văn”."
        ),
        profiles=CT,
        sources=("003 §I", "D1", "D2"),
    ),
    Rule(
        id="cards.reading",
        topic="cards",
        title_en="Reading the cards",
        title_vi="Cách nhận mặt quân",
        text_en=(
            "Beginners often mistake thất (7) for cửu (9), because the two characters look alike at a glance. To "
            "tell the suits apart, look at the mark in the top left corner and remember the old saying “Vạn "
            "vuông, Văn chéo, Sách loằng ngoằng”: Vạn is boxy, Văn is a crossed stroke, Sách is a tangled scrawl."
        ),
        text_vi=(
            "Người mới chơi hay nhìn nhầm thất với cửu vì hai chữ này thoạt nhìn khá giống nhau. Để nhận chữ, hãy "
            "nhìn góc trên bên trái và nhớ câu “Vạn vuông, Văn chéo, Sách loằng ngoằng”: Vạn có hình ô vuông, "
            "Văn như nét gạch chéo, còn Sách là nét rối rắm."
        ),
        profiles=CT,
        sources=("003 §I",),
    ),
    Rule(
        id="cards.red",
        topic="cards",
        title_en="Red and black cards",
        title_vi="Cây đỏ và cây đen",
        text_en=(
            "Twenty cards are red: every copy of 8v, 9v, 8s, 9s and cc (five faces, four copies each). The other "
            "80 cards are black. Colour matters for Bạch định, Tám đỏ and Kính tứ chi."
        ),
        text_vi=(
            "Bộ bài có 20 cây đỏ: bát vạn, cửu vạn, bát sách, cửu sách và Chi chi (năm quân, mỗi quân bốn cây). "
            "80 cây còn lại là cây đen. Màu bài dùng để tính các cước Bạch định, Tám đỏ và Kính tứ chi."
        ),
        profiles=CT,
        sources=("003 §I", "000 §4", "D1"),
    ),
    # -------- groups
    Rule(
        id="groups.chan",
        topic="groups",
        title_en="Chắn (identical pair)",
        title_vi="Chắn",
        text_en=(
            "A chắn is a pair of two identical cards, same rank and same suit, for example 3v 3v or cc cc. A "
            "winning hand needs at least six of them."
        ),
        text_vi=(
            "Chắn là một đôi gồm hai cây giống hệt nhau cả về hàng số lẫn chữ, ví dụ 3v 3v hay cc cc. Bài ù phải "
            "có ít nhất sáu chắn."
        ),
        profiles=CT,
        sources=("000 §1", "003 §II"),
    ),
    Rule(
        id="groups.ca",
        topic="groups",
        title_en="Cạ (same-rank pair)",
        title_vi="Cạ",
        text_en=(
            "A cạ is a pair of two cards of the same rank in different suits, for example 3v 3n or 9s 9v. Chi chi "
            "has no rank, so it can never be part of a cạ."
        ),
        text_vi=(
            "Cạ là đôi hai cây cùng hàng số nhưng khác chữ, ví dụ 3v 3n hoặc 9s 9v. Chi chi không có hàng số nên "
            "không bao giờ ghép thành cạ."
        ),
        profiles=CT,
        sources=("000 §1", "003 §II"),
    ),
    Rule(
        id="groups.ba_dau",
        topic="groups",
        title_en="Ba đầu (three heads)",
        title_vi="Ba đầu",
        text_en=(
            "A ba đầu is three single cards of one rank, one in each suit, for example 5v 5s 5n. It is not a pair "
            "yet: when a card identical to one of the three arrives, it becomes one chắn plus one cạ."
        ),
        text_vi=(
            "Ba đầu là ba cây lẻ cùng hàng, mỗi cây một chữ, ví dụ 5v 5s 5n. Ba đầu chưa phải là đôi: khi có thêm "
            "một cây giống hệt một trong ba cây, bộ này thành một chắn và một cạ."
        ),
        profiles=CT,
        sources=("003 §II", "D4"),
    ),
    Rule(
        id="groups.que",
        topic="groups",
        title_en="Què (lone card)",
        title_vi="Cây què",
        text_en=(
            "A què is a single card that pairs with nothing else in the hand, for example a lone 6s when the hand "
            "holds no other 6, or a lone cc. Sorting the hand into chắn, cạ, ba đầu and què shows at a glance "
            "where it stands."
        ),
        text_vi=(
            "Què là cây lẻ không ghép được với cây nào khác trên bài, ví dụ một cây 6s khi không còn cây hàng lục "
            "nào, hay một cây Chi chi lẻ. Khi lên bài nên xếp riêng chắn, cạ, ba đầu và cây què để dễ hình dung "
            "thế bài."
        ),
        profiles=CT,
        sources=("003 §II", "D4"),
    ),
    Rule(
        id="groups.forced",
        topic="groups",
        title_en="Chắn before cạ",
        title_vi="Chắn trước, cạ sau",
        text_en=(
            "When a hand is grouped, identical cards always pair first and a chắn is never split to make a cạ: "
            "two copies make one chắn, three make one chắn plus a single. Only the remaining singles pair across "
            "suits as cạ, and cards already exposed keep the pairs they were exposed in. Example: 9v 9v 9n is "
            "chắn 9v 9v plus a single 9n, never cạ 9v 9n plus a single 9v."
        ),
        text_vi=(
            "Khi xếp bài, các cây giống hệt nhau luôn ghép thành chắn trước và không bao giờ xé chắn ra để thành "
            "cạ: hai cây là một chắn, ba cây là một chắn và một cây lẻ. Chỉ những cây lẻ còn lại mới ghép cạ với "
            "nhau, còn bài đã hạ dưới chiếu giữ nguyên đôi như lúc hạ. Ví dụ: 9v 9v 9n là chắn 9v 9v và lẻ 9n, "
            "không phải cạ 9v 9n và lẻ 9v."
        ),
        profiles=CT,
        sources=("000 §1", "D4"),
    ),
    Rule(
        id="groups.four",
        topic="groups",
        title_en="Four of a kind",
        title_vi="Bốn cây giống nhau",
        text_en=(
            "Four identical cards count as two chắn: 7n 7n 7n 7n is two chắn of thất văn. This holds whether the "
            "four are in the hand or exposed after a chíu or a bòn."
        ),
        text_vi=(
            "Bốn cây giống hệt nhau được tính là hai chắn: 7n 7n 7n 7n là hai chắn thất văn. Điều này đúng cả khi "
            "bốn cây nằm trên tay lẫn khi đã hạ xuống chiếu sau khi chíu hoặc ăn bòn."
        ),
        profiles=CT,
        sources=("000 §1", "D4"),
    ),
    # -------- setup
    Rule(
        id="setup.deal",
        topic="setup",
        title_en="Dealing the cards",
        title_vi="Chia bài",
        text_en=(
            "The dealer receives 20 cards, each of the other three players 19, and the remaining 23 cards form "
            "the face-down stock (nọc): 20 + 3 × 19 + 23 = 100."
        ),
        text_vi=(
            "Nhà cái nhận 20 cây, ba nhà còn lại mỗi nhà 19 cây, 23 cây còn lại úp xuống làm nọc: 20 + 3 × 19 + "
            "23 = 100."
        ),
        profiles=CT,
        sources=("000 §2",),
    ),
    Rule(
        id="setup.dealer",
        topic="setup",
        title_en="The dealer (cái)",
        title_vi="Nhà cái",
        text_en=(
            "The dealer is chosen at random. Holding the extra 20th card, the dealer opens the deal by discarding "
            "first (unless the dealt hand already wins as thiên ù)."
        ),
        text_vi=(
            "Nhà cái được chọn ngẫu nhiên. Vì cầm 20 cây, nhà cái mở ván bằng cách đánh ra cây đầu tiên (trừ khi "
            "bài chia đã đủ để ù thiên ù)."
        ),
        profiles=CT,
        sources=("000 §2",),
    ),
    Rule(
        id="setup.order",
        topic="setup",
        title_en="Turn order",
        title_vi="Thứ tự lượt",
        text_en=(
            "Turns pass round the table in a fixed order: You, AI 1, AI 2, AI 3, then You again. The player just "
            "before you is your upper gate (cửa trên); the player after you is your lower gate (cửa dưới)."
        ),
        text_vi=(
            "Lượt đi vòng quanh bàn theo thứ tự cố định: Bạn, AI 1, AI 2, AI 3 rồi lại đến Bạn. Người đi ngay "
            "trước bạn là cửa trên, người đi ngay sau bạn là cửa dưới."
        ),
        profiles=CT,
        sources=("000 §2",),
    ),
    # -------- turn
    Rule(
        id="turn.offered",
        topic="turn",
        title_en="Taking the offered card",
        title_vi="Ăn cây cửa trên",
        text_en=(
            "Your turn starts with the card the previous player left for you, their discard or a stock card they "
            "passed. You may take it by exposing it with one card from your hand as a chắn or a cạ; you must then "
            "discard one card from your hand. Example: the previous player discards 4s and you hold 4s, so you "
            "expose 4s 4s and discard."
        ),
        text_vi=(
            "Lượt của bạn bắt đầu với cây nhà trên vừa để lại: cây họ đánh ra hoặc cây nọc họ bỏ qua. Bạn có thể "
            "ăn cây đó bằng cách ghép với một cây trên tay thành chắn hoặc cạ rồi hạ xuống chiếu, sau đó phải "
            "đánh ra một cây trên tay. Ví dụ: nhà trên đánh 4s, bạn có 4s thì hạ chắn 4s 4s rồi đánh một cây."
        ),
        profiles=CT,
        sources=("000 §3",),
    ),
    Rule(
        id="turn.draw",
        topic="turn",
        title_en="Drawing from the stock",
        title_vi="Bốc nọc",
        text_en=(
            "If you do not take the offered card, you turn up the top stock card at your own gate. You may take "
            "it with a hand card as a chắn or a cạ and then discard, or leave it."
        ),
        text_vi=(
            "Nếu không ăn cây cửa trên, bạn lật một cây từ nọc ra cửa của mình. Bạn có thể ghép nó với một cây "
            "trên tay thành chắn hoặc cạ rồi đánh ra một cây, hoặc bỏ qua."
        ),
        profiles=CT,
        sources=("000 §3",),
    ),
    Rule(
        id="turn.stock_not_hand",
        topic="turn",
        title_en="Stock cards stay public",
        title_vi="Cây nọc không lên tay",
        text_en=(
            "A stock card you turn up can only be used by capturing it into an exposed chắn or cạ; you can never "
            "simply add it to your hand. If you leave it, it stays face up at your gate."
        ),
        text_vi=(
            "Cây lật từ nọc chỉ dùng được bằng cách ăn, tức là ghép thành chắn hoặc cạ rồi hạ xuống chiếu; không "
            "bao giờ được đưa thẳng lên tay. Nếu bạn không ăn, nó nằm ngửa ở cửa của bạn."
        ),
        profiles=CT,
        sources=("000 §3",),
    ),
    Rule(
        id="turn.pass_on",
        topic="turn",
        title_en="Passed stock cards",
        title_vi="Cây nọc bỏ qua",
        text_en=(
            "A stock card you leave is offered to the next player, who may capture it just like your discard. If "
            "they leave it too, they turn up the next stock card at their own gate. Win claims and chíu may "
            "interrupt this flow (see the claims rules)."
        ),
        text_vi=(
            "Cây nọc bạn bỏ qua được chuyển cho nhà dưới, người này có thể ăn nó như ăn cây bạn đánh ra. Nếu họ "
            "cũng không ăn thì họ lật tiếp một cây nọc ra cửa mình. Ù và chíu có thể chen ngang vòng này (xem "
            "phần quyền ưu tiên)."
        ),
        profiles=CT,
        sources=("000 §3",),
    ),
    # -------- capture
    Rule(
        id="capture.must_chan",
        topic="capture",
        title_en="Capture as chắn first",
        title_vi="Có chắn phải ăn chắn",
        text_en=(
            "If your hand holds a card identical to the one you capture, you must make a chắn with it, not a cạ. "
            "Example: holding 9v and 9n, you take 9v as 9v 9v, not as 9v 9n. (The traditional rules call the "
            "wrong choice ăn treo tranh.)"
        ),
        text_vi=(
            "Nếu trên tay có cây giống hệt cây định ăn thì phải ăn thành chắn, không được ăn cạ. Ví dụ: có 9v và "
            "9n, ăn 9v thì phải hạ 9v 9v chứ không hạ 9v 9n. (Luật truyền thống gọi sai phạm này là ăn treo "
            "tranh.)"
        ),
        profiles=C,
        sources=("000 §3",),
    ),
    Rule(
        id="capture.no_break_chan",
        topic="capture",
        title_en="Never break a chắn",
        title_vi="Không xé chắn",
        text_en=(
            "You may not split an identical pair in your hand, either to discard one of its cards or to use one "
            "in a cạ. A triple is the exception: its third card may be discarded or used, since its chắn stays "
            "whole. Example: with 6s 6s you may not discard a 6s; with 6s 6s 6s you may."
        ),
        text_vi=(
            "Không được tách một chắn trên tay, dù để đánh ra một cây hay để lấy một cây đi ăn cạ. Riêng khi có "
            "ba cây giống nhau thì được đánh hoặc dùng cây thứ ba, vì chắn vẫn còn nguyên. Ví dụ: có 6s 6s thì "
            "không được đánh 6s; có 6s 6s 6s thì được."
        ),
        profiles=C,
        sources=("000 §3",),
    ),
    Rule(
        id="capture.declined_chan",
        topic="capture",
        title_en="Declined chắn",
        title_vi="Bỏ chắn",
        text_en=(
            "If you could have captured a card as a chắn and let it go, that face is marked: you may not discard "
            "it later, nor use it in a cạ. Example: you pass a 9v while holding 9v; afterwards you cannot discard "
            "your 9v or take 9n with it. Capturing a later 9v as a chắn stays allowed in cardavia (D16)."
        ),
        text_vi=(
            "Nếu ăn được một cây thành chắn mà bỏ qua thì quân đó bị đánh dấu: về sau không được đánh nó ra, cũng "
            "không được dùng nó để ăn cạ. Ví dụ: đang có 9v mà bỏ không ăn 9v, thì sau đó không được đánh 9v, "
            "cũng không được lấy 9v ăn 9n. Ở bản cardavia vẫn được ăn chắn 9v về sau (D16)."
        ),
        profiles=C,
        sources=("000 §3",),
    ),
    Rule(
        id="capture.discarded_face",
        topic="capture",
        title_en="Discarded faces are dead",
        title_vi="Đã đánh thì không ăn",
        text_en=(
            "Once you have discarded a face, or played a card of that face from your hand into a cạ, you may not "
            "capture that face later. Example: after discarding 5n you cannot capture a 5n; after taking 5s with "
            "your 5v, you cannot later capture a 5v."
        ),
        text_vi=(
            "Quân nào bạn đã đánh ra, hoặc đã lấy từ trên tay ra để ăn cạ, thì về sau không được ăn quân đó nữa. "
            "Ví dụ: đã đánh 5n thì không được ăn 5n; đã lấy 5v ăn 5s thì sau này không được ăn 5v."
        ),
        profiles=C,
        sources=("000 §3",),
    ),
    Rule(
        id="capture.ca_rank_has_ca",
        topic="capture",
        title_en="Rank already holds cạ",
        title_vi="Hàng đã có cạ",
        text_en=(
            "You may not capture a cạ in a rank where your hand already holds a cạ. Example: holding 4v 4n, you "
            "may not take 4s with either of them. (The traditional rules call this ăn chọn cạ.)"
        ),
        text_vi=(
            "Không được ăn cạ ở hàng mà trên tay đã có sẵn một cạ. Ví dụ: đang có cạ 4v 4n thì không được lấy cây "
            "nào trong hai cây đó để ăn 4s. (Luật truyền thống gọi là ăn chọn cạ.)"
        ),
        profiles=C,
        sources=("000 §3",),
    ),
    Rule(
        id="capture.ca_last_single",
        topic="capture",
        title_en="Keep your waiting card",
        title_vi="Không ăn cạ bằng cây chờ",
        text_en=(
            "When only one unpaired card remains in your hand, you may not use it to capture a cạ. Example: "
            "everything in your hand is paired except a lone 2s; a 2v appears and you may not take it as 2s 2v. "
            "(The traditional rules call this ăn cạ chuyển chờ.)"
        ),
        text_vi=(
            "Khi trên tay chỉ còn một cây lẻ thì không được dùng cây đó để ăn cạ. Ví dụ: bài đã thành đôi hết, "
            "chỉ lẻ 2s; gặp 2v thì không được ăn cạ 2s 2v. (Luật truyền thống gọi là ăn cạ chuyển chờ.)"
        ),
        profiles=C,
        sources=("000 §3",),
    ),
    Rule(
        id="capture.ca_after_discarding_ca",
        topic="capture",
        title_en="No cạ after discarding cạ",
        title_vi="Đánh cạ thì thôi ăn cạ",
        text_en=(
            "Once you have discarded both cards of a cạ (two cards of one rank in different suits), you may not "
            "capture any cạ for the rest of the deal; chắn captures stay allowed. Example: you discarded 3n and "
            "later 3s, so you can no longer take 7v with 7s."
        ),
        text_vi=(
            "Đã đánh ra cả hai cây của một cạ (hai cây cùng hàng khác chữ) thì đến hết ván không được ăn cạ nào "
            "nữa; ăn chắn vẫn được. Ví dụ: đã đánh 3n rồi đánh tiếp 3s thì sau đó không được lấy 7s ăn 7v."
        ),
        profiles=C,
        sources=("000 §3",),
    ),
    Rule(
        id="capture.no_discard_ca_after_ca",
        topic="capture",
        title_en="No cạ discard after capture",
        title_vi="Ăn cạ thì thôi đánh cạ",
        text_en=(
            "Once you have captured a cạ, you may never discard both cards of a cạ. Example: after taking 7v with "
            "7s, discarding 3n and later 3s is forbidden."
        ),
        text_vi=(
            "Đã ăn cạ thì không được đánh ra cả hai cây của một cạ nữa. Ví dụ: đã lấy 7s ăn 7v thì không được "
            "đánh 3n rồi sau đó đánh tiếp 3s."
        ),
        profiles=C,
        sources=("000 §3",),
    ),
    Rule(
        id="capture.leave_discard",
        topic="capture",
        title_en="Keep a legal discard",
        title_vi="Phải còn cây để đánh",
        text_en=(
            "An ordinary capture is allowed only if afterwards you still hold at least one card you may legally "
            "discard. If the rules above would forbid discarding every remaining card, the capture is refused."
        ),
        text_vi=(
            "Chỉ được ăn thường khi sau đó trên tay vẫn còn ít nhất một cây được phép đánh. Nếu các luật trên cấm "
            "đánh mọi cây còn lại thì không được ăn."
        ),
        profiles=C,
        sources=("000 §3",),
    ),
    # -------- claims
    Rule(
        id="claim.chiu",
        topic="claims",
        title_en="Chíu (taking the fourth)",
        title_vi="Chíu",
        text_en=(
            "A player holding three identical cards may take the fourth copy as soon as it is public, whether "
            "discarded or turned up from the stock, even out of turn; all four are exposed as two chắn. Chíu is "
            "optional, but in the traditional rules a player who takes that card at all must take it by chíu. "
            "Example: holding 8s 8s 8s, you may chíu an 8s discarded by anyone."
        ),
        text_vi=(
            "Người đang có ba cây giống hệt nhau được chíu cây thứ tư khi nó lộ ra, dù do người khác đánh ra hay "
            "lật từ nọc, kể cả khi chưa đến lượt mình; cả bốn cây được hạ xuống chiếu thành hai chắn. Chíu hay "
            "không là tùy, nhưng theo luật truyền thống đã ăn cây đó thì phải ăn bằng chíu. Ví dụ: có 8s 8s 8s, "
            "ai đánh ra 8s thì bạn chíu được."
        ),
        profiles=CT,
        sources=("000 §3", "003 §III.15"),
    ),
    Rule(
        id="claim.priority",
        topic="claims",
        title_en="Claim priority",
        title_vi="Thứ tự ưu tiên",
        text_en=(
            "When several players want the same card, a win on a stock card comes first, then a chíu, then an "
            "ordinary capture. Example: a turned-up 6v completes one player's hand while another holds 6v 6v 6v; the "
            "winner takes it. A player whom the card both completes and gives a chíu chooses: win, chíu, or let it "
            "go — on a discard (chíu ù) and on a stock card alike."
        ),
        text_vi=(
            "Khi nhiều người cùng muốn một cây, ù cây nọc được ưu tiên trước nhất, sau đó đến chíu, cuối cùng mới "
            "đến ăn thường. Ví dụ: cây 6v vừa lật từ nọc làm tròn bài một người, trong khi người khác có 6v 6v 6v: "
            "người ù được lấy. Nếu cây đó vừa làm tròn bài vừa chíu được thì người chơi được chọn ù, chíu hoặc bỏ "
            "qua, dù là cây đánh ra (chíu ù) hay cây nọc."
        ),
        profiles=CT,
        sources=("000 §3", "003 §III.15"),
    ),
    Rule(
        id="claim.seat_order",
        topic="claims",
        title_en="Equal claims by seat",
        title_vi="Ngang quyền thì xét vòng",
        text_en=(
            "If two claims have the same priority, for example two players who could both win on the same stock "
            "card, the one who comes first in turn order, counting from the player at whose gate the card lies, "
            "takes it."
        ),
        text_vi=(
            "Nếu nhiều người ngang quyền, ví dụ hai người cùng ù được một cây nọc, thì người đứng trước theo thứ "
            "tự lượt, tính từ người có cây đó nằm ở cửa mình, được lấy."
        ),
        profiles=CT,
        sources=("000 §3", "D15"),
    ),
    Rule(
        id="claim.chiu_discard",
        topic="claims",
        title_en="Discard after chíu",
        title_vi="Đánh sau khi chíu",
        text_en="After a chíu that does not win, the player discards exactly one card, as after any capture.",
        text_vi="Chíu xong mà chưa ù thì người chíu đánh ra đúng một cây, như sau mọi lần ăn.",
        profiles=CT,
        sources=("000 §3",),
    ),
    Rule(
        id="claim.tra_cua",
        topic="claims",
        title_en="Trả cửa (returning the gate)",
        title_vi="Trả cửa",
        text_en=(
            "After an out-of-turn chíu, your discard goes back to the gate the chíu card came from, and that "
            "player resumes their turn (capture or draw); play does not jump to your seat. Document 003 adds one "
            "exception: if the card was a discard your upper gate made at your own gate, there is nothing to "
            "return, and you simply discard at your gate as usual."
        ),
        text_vi=(
            "Chíu khi chưa đến lượt thì phải trả cửa: đánh một cây vào đúng cửa vừa lấy cây chíu, người ở cửa đó "
            "tiếp tục lượt của mình (ăn hoặc bốc nọc), lượt không nhảy sang chỗ bạn. Tài liệu 003 có một ngoại "
            "lệ: nếu cây chíu là cây nhà cửa trên đánh xuống cửa bạn thì không cần trả cửa, cứ đánh một cây xuống "
            "cửa mình như bình thường."
        ),
        profiles=CT,
        sources=("000 §3", "003 §III.15"),
    ),
    # -------- winning
    Rule(
        id="win.ten_pairs",
        topic="winning",
        title_en="Ten pairs, six chắn",
        title_vi="Mười đôi, sáu chắn",
        text_en=(
            "You win (ù) when all 20 of your cards, counting exposed cards and the winning card, form ten pairs "
            "of which at least six are chắn and the rest cạ. Four identical cards count as two chắn. Example: 6 "
            "chắn + 4 cạ, or 8 chắn + 2 cạ."
        ),
        text_vi=(
            "Bạn ù khi đủ 20 cây, tính cả bài dưới chiếu và cây ù, ghép thành mười đôi, trong đó ít nhất sáu "
            "chắn, còn lại là cạ. Bốn cây giống nhau tính là hai chắn. Ví dụ: 6 chắn và 4 cạ, hoặc 8 chắn và 2 "
            "cạ."
        ),
        profiles=CT,
        sources=("000 §1", "003 §II", "D5"),
    ),
    Rule(
        id="win.chi_chi",
        topic="winning",
        title_en="Winning on Chi chi",
        title_vi="Ù lá Chi chi",
        text_en=(
            "If the winning card is Chi chi, the hand must end with exactly six chắn and four cạ, no more chắn. "
            "In practice that is a bạch thủ wait on a lone Chi chi: 5 chắn + 4 cạ + cc, completed by another cc."
        ),
        text_vi=(
            "Nếu cây ù là Chi chi thì bài phải có đúng sáu chắn và bốn cạ, không hơn. Thực tế đó là chờ bạch thủ "
            "một cây Chi chi lẻ: 5 chắn + 4 cạ + cc, ù khi gặp thêm một cc."
        ),
        profiles=CT,
        sources=("000 §1", "D5"),
    ),
    Rule(
        id="win.cho_chi_rong",
        topic="winning",
        title_en="Chờ chi rộng (dead wait)",
        title_vi="Chờ chi rộng",
        text_en=(
            "A lone Chi chi kept beside six or more chắn can never win, because a Chi chi win needs exactly six "
            "chắn and four cạ. Discard that Chi chi when you get the chance; the traditional rules treat keeping "
            "it as an error."
        ),
        text_vi=(
            "Giữ một cây Chi chi lẻ khi bài đã có từ sáu chắn trở lên thì không bao giờ ù được, vì ù lá Chi chi "
            "phải đúng sáu chắn bốn cạ. Có cơ hội thì phải đánh Chi chi đó đi; luật truyền thống coi việc giữ lại "
            "là phạm lỗi."
        ),
        profiles=CT,
        sources=("D5", "003 §IV.A6"),
    ),
    Rule(
        id="win.u_rong",
        topic="winning",
        title_en="Ù rộng (wide wait)",
        title_vi="Ù rộng",
        text_en=(
            "A hand with six or more chắn, the rest cạ and one què is waiting wide: any card that turns the què "
            "into a chắn or a cạ wins. Example: 6 chắn + 3 cạ + a lone 4v wins on 4v (chắn), 4s or 4n (cạ)."
        ),
        text_vi=(
            "Bài đã có từ sáu chắn trở lên, còn lại là cạ và một cây què là đang chờ ù rộng: gặp cây nào ghép với "
            "cây què thành chắn hoặc cạ đều ù. Ví dụ: 6 chắn + 3 cạ + lẻ 4v thì ù được 4v (thành chắn), 4s hoặc "
            "4n (thành cạ)."
        ),
        profiles=CT,
        sources=("003 §II",),
    ),
    Rule(
        id="win.bach_thu",
        topic="winning",
        title_en="Bạch thủ wait",
        title_vi="Chờ bạch thủ",
        text_en=(
            "A hand with exactly five chắn, four cạ and one lone card (no ba đầu) is waiting bạch thủ: only a "
            "card identical to the lone card wins, since a cạ would leave just five chắn. Example: 5 chắn + 4 cạ "
            "+ a lone 2v wins only on 2v."
        ),
        text_vi=(
            "Bài có đúng năm chắn, bốn cạ và một cây lẻ (không có ba đầu) là đang chờ bạch thủ: chỉ cây giống hệt "
            "cây lẻ mới ù được, vì ghép cạ thì chỉ có năm chắn. Ví dụ: 5 chắn + 4 cạ + lẻ 2v chỉ ù khi gặp 2v."
        ),
        profiles=CT,
        sources=("003 §II", "D6"),
    ),
    Rule(
        id="win.ba_dau",
        topic="winning",
        title_en="Waiting on a ba đầu",
        title_vi="Chờ ba đầu",
        text_en=(
            "A ba đầu can be the waiting part of a hand: a card identical to any of its three cards makes a chắn "
            "and leaves the other two as a cạ. Example: 5 chắn + 3 cạ + 5v 5s 5n wins on 5v, 5s or 5n, ending "
            "with 6 chắn + 4 cạ. Such a win is not bạch thủ (D6)."
        ),
        text_vi=(
            "Ba đầu có thể là phần đang chờ của bài: gặp cây giống hệt một trong ba cây thì thành một chắn, hai "
            "cây còn lại thành cạ. Ví dụ: 5 chắn + 3 cạ + 5v 5s 5n ù được khi gặp 5v, 5s hoặc 5n, thành 6 chắn + "
            "4 cạ. Ù kiểu này không tính là bạch thủ (D6)."
        ),
        profiles=CT,
        sources=("003 §II", "D4"),
    ),
    Rule(
        id="win.stock_only",
        topic="winning",
        title_en="Win on stock cards",
        title_vi="Chỉ ù cây nọc",
        text_en=(
            "You can win only on a card turned up from the stock. A card discarded from someone's hand, or "
            "returned by trả cửa, can complete your win only through chíu ù."
        ),
        text_vi=(
            "Chỉ được ù bằng cây lật từ nọc lên. Cây người khác đánh từ trên tay ra, hay cây trả cửa, chỉ có thể "
            "cho bạn ù bằng cách chíu ù."
        ),
        profiles=CT,
        sources=("000 §3", "D15"),
    ),
    Rule(
        id="win.who",
        topic="winning",
        title_en="Who may win",
        title_vi="Ai được ù",
        text_en=(
            "A stock card may be won by any player whose hand it completes, not only the one who turned it up; if "
            "several can, turn order starting from the gate where it lies decides. Winning on a card you turned "
            "up yourself is chì."
        ),
        text_vi=(
            "Cây nọc có thể được ù bởi bất kỳ ai mà nó làm tròn bài, không chỉ người lật; nếu nhiều người cùng ù "
            "được thì xét theo thứ tự lượt, tính từ cửa có cây đó. Ù cây do chính mình lật là ù chì."
        ),
        profiles=CT,
        sources=("D15",),
    ),
    Rule(
        id="win.not_capture",
        topic="winning",
        title_en="A win is not a capture",
        title_vi="Ù không phải là ăn",
        text_en=(
            "Winning is not capturing. You may win on a face you discarded or let go earlier, and no capture rule or "
            "error applies to the winning card — also when the win is a chíu ù. Example: you declined a 7v capture "
            "early in the deal; a 7v turned up later that completes your hand may still be won. This is the "
            "project's reading: the documents list capture errors, not win errors."
        ),
        text_vi=(
            "Ù không phải là ăn. Được ù cây mà trước đó mình đã đánh đi hay đã bỏ không ăn, và không lỗi ăn bài nào "
            "áp dụng cho cây ù, kể cả khi chíu ù. Ví dụ: đầu ván bạn bỏ không ăn 7v; về sau lật lên 7v làm tròn bài "
            "thì vẫn được ù. Đây là cách hiểu của chương trình: các tài liệu chỉ nêu lỗi khi ăn, không nêu lỗi khi "
            "ù."
        ),
        profiles=CT,
        sources=("D24",),
    ),
    Rule(
        id="win.thien_u",
        topic="winning",
        title_en="Thiên ù (dealer's win)",
        title_vi="Thiên ù",
        text_en=(
            "If the dealer's 20 dealt cards already form a winning hand (ten pairs, at least six chắn), the "
            "dealer wins at once, before any discard. This is thiên ù and scores the Thiên ù cước."
        ),
        text_vi=(
            "Nếu 20 cây chia cho nhà cái đã đủ chắn cạ để ù (mười đôi, ít nhất sáu chắn) thì nhà cái ù ngay, chưa "
            "cần đánh cây nào. Đó là thiên ù và được tính cước Thiên ù."
        ),
        profiles=CT,
        sources=("000 §3", "003 §III.4"),
    ),
    Rule(
        id="win.dead_hand",
        topic="winning",
        title_en="Dealer's dead hand",
        title_vi="Bài chết của nhà cái",
        text_en=(
            "If the dealer can neither win by thiên ù nor make any legal opening discard, the hand is dead: for "
            "the rest of the deal that player only draws and passes, and may not capture or win."
        ),
        text_vi=(
            "Nếu nhà cái vừa không ù thiên ù được, vừa không có cây nào được phép đánh ra, thì bài thành bài "
            "chết: đến hết ván người đó chỉ bốc nọc rồi bỏ, không được ăn và không được ù."
        ),
        profiles=CT,
        sources=("000 §3",),
    ),
    # -------- ending
    Rule(
        id="end.draw",
        topic="ending",
        title_en="Stock runs out",
        title_vi="Hết nọc",
        text_en=(
            "If the stock is exhausted and nobody has won, the deal is a draw (hòa): nobody pays, all four "
            "results are 0."
        ),
        text_vi="Nếu nọc đã hết mà chưa ai ù thì ván hòa: không ai mất tiền, cả bốn nhà đều 0.",
        profiles=CT,
        sources=("000 §4",),
    ),
    # -------- scoring
    Rule(
        id="score.xuong",
        topic="scoring",
        title_en="Ù xuông (plain win)",
        title_vi="Ù xuông",
        text_en="A win with no cước at all is ù xuông and scores 2 điểm.",
        text_vi="Ù mà không có cước nào là ù xuông, được 2 điểm.",
        profiles=CT,
        sources=("000 §4", "003 §III.1"),
    ),
    Rule(
        id="score.total",
        topic="scoring",
        title_en="Adding up the cước",
        title_vi="Cộng điểm các cước",
        text_en=(
            "Every cước has a value in điểm and a smaller value in dịch. The total is the điểm of the main cước "
            "plus the dịch of every other cước instance. Example: Ù chì (3/1) with one Tôm (4/1) gives 4 + 1 = 5. "
            "Document 003's example (Chíu ù, Bạch thủ, two Tôm, Lèo, traditional values) names Bạch thủ as the "
            "main cước although Lèo has more điểm, but the total is 9 either way."
        ),
        text_vi=(
            "Mỗi cước có một số điểm và một số dịch nhỏ hơn. Tổng điểm bằng điểm của cước chính cộng dịch của mọi "
            "cước còn lại (có mấy lần thì cộng mấy lần). Ví dụ: Ù chì (3/1) và một Tôm (4/1) được 4 + 1 = 5 "
            "điểm. Ví dụ trong tài liệu 003 (Chíu ù, Bạch thủ, 2 Tôm, Lèo, theo luật truyền thống) lấy Bạch thủ "
            "làm cước chính dù Lèo nhiều điểm hơn, nhưng tính cách nào cũng ra 9 điểm."
        ),
        profiles=CT,
        sources=("000 §4", "003 §V", "D9"),
    ),
    Rule(
        id="score.main_tie",
        topic="scoring",
        title_en="Choosing the main cước",
        title_vi="Chọn cước chính",
        text_en=(
            "The main cước is the one with the most điểm; if two tie on điểm, the one with the higher dịch is "
            "main and the other adds only its dịch. Example: Ù chì (3/1) with Lèo (5/2): Lèo is main, 5 + 1 = 6."
        ),
        text_vi=(
            "Cước chính là cước có điểm cao nhất; nếu bằng điểm thì lấy cước có dịch cao hơn làm chính, cước kia "
            "chỉ cộng dịch. Ví dụ: Ù chì (3/1) và Lèo (5/2) thì Lèo là cước chính: 5 + 1 = 6 điểm."
        ),
        profiles=CT,
        sources=("000 §4", "D9"),
    ),
    Rule(
        id="score.thap_thanh_sum",
        topic="scoring",
        title_en="Thập thành sum (cardavia)",
        title_vi="Thập thành cộng điểm (cardavia)",
        text_en=(
            "In cardavia, when Thập thành applies the usual rule is replaced: add the full điểm of every cước "
            "instance. Example: Thập thành (12) with Ù chì (3) and one Tôm (4) scores 19. The traditional rules "
            "score Thập thành the normal way (12 + 1 + 1 = 14)."
        ),
        text_vi=(
            "Ở bản cardavia, khi có Thập thành thì không tính theo cách thường mà cộng đủ điểm của mọi cước. Ví "
            "dụ: Thập thành (12) với Ù chì (3) và một Tôm (4) được 19 điểm. Luật truyền thống vẫn tính Thập thành "
            "theo cách thường (12 + 1 + 1 = 14)."
        ),
        profiles=C,
        sources=("000 §4", "D9"),
    ),
    Rule(
        id="score.sets",
        topic="scoring",
        title_en="Several Tôm or Lèo",
        title_vi="Nhiều Tôm, nhiều Lèo",
        text_en=(
            "Tôm and Lèo count once per complete set and no card serves in two sets of the same kind: the number "
            "of sets is the smallest count among their three faces in all 20 cards. Each set beyond the first "
            "adds its dịch again. Example: 3v 3v 3s 3s 7n 7n is two Tôm (đôi Tôm); with no other cước it scores 4 "
            "+ 1 = 5."
        ),
        text_vi=(
            "Tôm và Lèo được tính theo từng bộ đủ ba quân, mỗi cây chỉ dùng cho một bộ cùng loại: số bộ bằng số "
            "cây ít nhất trong ba quân của bộ, đếm trên cả 20 cây. Mỗi bộ thêm được cộng dịch thêm một lần. Ví "
            "dụ: 3v 3v 3s 3s 7n 7n là đôi Tôm; nếu không có cước khác thì được 4 + 1 = 5 điểm."
        ),
        profiles=CT,
        sources=("000 §4", "D7"),
    ),
    Rule(
        id="score.payment",
        topic="scoring",
        title_en="Who pays",
        title_vi="Ai trả tiền",
        text_en=(
            "Each of the three losers pays the winner the total (times the stake per điểm), so the winner "
            "collects three times the total. Example: a 5-điểm win collects 15."
        ),
        text_vi=(
            "Mỗi nhà thua trả cho người ù đúng tổng điểm (nhân với tiền mỗi điểm), nên người ù thu về gấp ba. Ví "
            "dụ: ù 5 điểm thì thu về 15 điểm."
        ),
        profiles=CT,
        sources=("000 §4", "003 §V"),
    ),
    # -------- cuoc
    Rule(
        id="cuoc.chi",
        topic="cuoc",
        title_en="Ù chì (own gate)",
        title_vi="Ù chì",
        text_en=(
            "Ù chì: winning on a card at your own gate, normally one you turned up from the stock yourself. The "
            "traditional rules also count a chíu ù on a card someone returned to your gate by trả cửa. 3 điểm, 1 "
            "dịch."
        ),
        text_vi=(
            "Ù chì là ù quân nằm ở cửa của mình, thường là cây chính mình bốc từ nọc lên. Luật truyền thống còn "
            "tính cả khi người khác chíu rồi trả cửa vào cửa mình và mình chíu ù cây đó. 3 điểm, 1 dịch."
        ),
        profiles=CT,
        sources=("000 §4", "003 §III.3"),
    ),
    Rule(
        id="cuoc.thien_u",
        topic="cuoc",
        title_en="Thiên ù (cước)",
        title_vi="Cước thiên ù",
        text_en=(
            "Thiên ù: the dealer wins with the 20 dealt cards before making any discard. 3 điểm, 1 dịch in both "
            "profiles."
        ),
        text_vi=(
            "Thiên ù: nhà cái ù ngay với 20 cây được chia, trước khi đánh cây nào. 3 điểm, 1 dịch ở cả hai kiểu "
            "luật."
        ),
        profiles=CT,
        sources=("000 §4", "003 §III.4"),
    ),
    Rule(
        id="cuoc.dia_u",
        topic="cuoc",
        title_en="Địa ù (early win)",
        title_vi="Địa ù",
        text_en=(
            "Địa ù: winning before the second card of the stock has been turned up, that is on the very first "
            "stock card. 3 điểm, 1 dịch (traditional only)."
        ),
        text_vi=(
            "Địa ù: ù khi nọc chưa bốc đến cây thứ hai, tức là ù ngay cây nọc đầu tiên. 3 điểm, 1 dịch (chỉ có ở "
            "luật truyền thống)."
        ),
        profiles=T,
        sources=("003 §III.5",),
    ),
    Rule(
        id="cuoc.thong",
        topic="cuoc",
        title_en="Thông (repeat win)",
        title_vi="Cước thông",
        text_en=(
            "Thông: you also won the previous deal. It does not apply if that deal was a draw, or if you called "
            "wrongly or paid the village in it (đền làng after an A3–A6 error, or the 4-11 penalty); a previous win "
            "that collected nothing because of treo tranh or an ordinary capture instead of chíu still counts if it "
            "was called correctly. 3 điểm, 1 dịch (traditional only)."
        ),
        text_vi=(
            "Thông: ván trước bạn cũng ù. Không được thông nếu ván trước hòa, hoặc ván đó bạn xướng sai hay phải đền "
            "làng (đền làng vì lỗi A3–A6, hoặc bị đền 4-11); còn nếu ván trước bị treo tranh hoặc chíu được mà ăn "
            "thường nhưng vẫn ù và xướng đúng thì ván này vẫn được thông. 3 điểm, 1 dịch (chỉ có ở luật truyền "
            "thống)."
        ),
        profiles=T,
        sources=("003 §III.2",),
    ),
    Rule(
        id="cuoc.tom",
        topic="cuoc",
        title_en="Tôm (3v 3s 7n)",
        title_vi="Tôm",
        text_en=(
            "Tôm: your 20 cards include tam vạn, tam sách and thất văn (3v 3s 7n). 4 điểm, 1 dịch. Document 000 "
            "names “Three of Coins” (3n) as the second card, but document 003 and other sources say tam sách; "
            "both profiles use 3s (D3)."
        ),
        text_vi=(
            "Tôm: trong 20 cây có đủ tam vạn, tam sách và thất văn (3v 3s 7n). 4 điểm, 1 dịch. Tài liệu 000 ghi "
            "cây thứ hai là tam văn (3n), nhưng tài liệu 003 và các nguồn khác đều là tam sách; cả hai kiểu luật "
            "đều dùng 3s (D3)."
        ),
        profiles=CT,
        sources=("000 §4", "003 §III.6", "D3"),
    ),
    Rule(
        id="cuoc.leo",
        topic="cuoc",
        title_en="Lèo (9v 8s cc)",
        title_vi="Lèo",
        text_en=(
            "Lèo: your 20 cards include cửu vạn, bát sách and Chi chi (9v 8s cc). 5 điểm, 2 dịch; each further "
            "complete set adds 2 dịch."
        ),
        text_vi=(
            "Lèo: trong 20 cây có đủ cửu vạn, bát sách và Chi chi (9v 8s cc). 5 điểm, 2 dịch; mỗi bộ Lèo thêm "
            "được cộng 2 dịch."
        ),
        profiles=CT,
        sources=("000 §4", "003 §III.7", "D3"),
    ),
    Rule(
        id="cuoc.bach_dinh",
        topic="cuoc",
        title_en="Bạch định (all black)",
        title_vi="Bạch định",
        text_en="Bạch định: not one red card among your 20 cards, so no 8v, 9v, 8s, 9s or cc. 7 điểm, 4 dịch.",
        text_vi=(
            "Bạch định: trong 20 cây không có cây đỏ nào, tức là không có 8v, 9v, 8s, 9s hay cc. 7 điểm, 4 dịch."
        ),
        profiles=CT,
        sources=("000 §4", "003 §III.8", "D8"),
    ),
    Rule(
        id="cuoc.tam_do",
        topic="cuoc",
        title_en="Tám đỏ (eight red)",
        title_vi="Tám đỏ",
        text_en="Tám đỏ: exactly eight of your 20 cards are red and twelve are black. 8 điểm, 5 dịch.",
        text_vi="Tám đỏ: trong 20 cây có đúng tám cây đỏ và mười hai cây đen. 8 điểm, 5 dịch.",
        profiles=CT,
        sources=("000 §4", "003 §III.9", "D8"),
    ),
    Rule(
        id="cuoc.kinh_tu_chi",
        topic="cuoc",
        title_en="Kính tứ chi (four cc)",
        title_vi="Kính tứ chi",
        text_en=(
            "Kính tứ chi: you hold all four Chi chi and every other card is black, e.g. cc cc cc cc plus 16 black "
            "cards. 12 điểm, 9 dịch."
        ),
        text_vi=(
            "Kính tứ chi: có đủ bốn cây Chi chi và tất cả các cây còn lại đều đen, ví dụ cc cc cc cc cùng 16 cây "
            "đen. 12 điểm, 9 dịch."
        ),
        profiles=CT,
        sources=("000 §4", "003 §III.10", "D8"),
    ),
    Rule(
        id="cuoc.thap_thanh",
        topic="cuoc",
        title_en="Thập thành (ten chắn)",
        title_vi="Thập thành",
        text_en=(
            "Thập thành: all ten pairs are chắn, with no cạ. 12 điểm, 9 dịch. In cardavia the whole win is then "
            "scored by adding the điểm of every cước."
        ),
        text_vi=(
            "Thập thành: cả mười đôi đều là chắn, không có cạ nào. 12 điểm, 9 dịch. Ở bản cardavia, khi có Thập "
            "thành thì cộng đủ điểm của mọi cước."
        ),
        profiles=CT,
        sources=("000 §4", "003 §III.11"),
    ),
    Rule(
        id="cuoc.thien_khai",
        topic="cuoc",
        title_en="Thiên khai (dealt four)",
        title_vi="Có thiên khai",
        text_en=(
            "Thiên khai: four identical cards were dealt to you, for example 4n 4n 4n 4n in the opening hand. It "
            "counts once however many fours were dealt (the project's reading, D19). Cardavia: 5 điểm, 2 dịch; "
            "traditional: 3 điểm, 1 dịch."
        ),
        text_vi=(
            "Thiên khai: bài chia ra đã có sẵn bốn cây giống hệt nhau, ví dụ 4n 4n 4n 4n. Dù được chia mấy bộ bốn "
            "thì cũng chỉ tính một lần (cách hiểu của chương trình, D19). Cardavia: 5 điểm, 2 dịch; truyền thống: 3 "
            "điểm, 1 dịch."
        ),
        profiles=CT,
        sources=("000 §4", "003 §III.12", "D19"),
    ),
    Rule(
        id="cuoc.bon",
        topic="cuoc",
        title_en="Bòn (có ăn bòn)",
        title_vi="Có ăn bòn",
        text_en=(
            "Bòn: a chắn you held in hand grows to four of a kind through two ordinary captures, so two chắn of that "
            "face lie exposed. Example: holding 3v 3v, you capture one 3v and later the other. A triple that takes "
            "its fourth card is no bòn: that is a chíu (taking it by an ordinary capture instead is error A2 in the "
            "traditional rules). Bòn counts once however many bòn the hand made (the project's reading, D19). "
            "Cardavia: 5 điểm, 2 dịch; traditional: 3 điểm, 1 dịch, called “có ăn bòn” when that capture did not "
            "itself win."
        ),
        text_vi=(
            "Bòn: một chắn có sẵn trên tay được ăn thêm đủ hai cây cùng quân bằng hai lần ăn thường, thành hai chắn "
            "hạ dưới chiếu. Ví dụ: có chắn 3v, lần lượt ăn thêm hai cây 3v. Có ba cây rồi ăn cây thứ tư thì không "
            "phải bòn: đó là chíu (ăn thường cây đó là lỗi A2 ở luật truyền thống). Dù ăn mấy bòn thì cước bòn cũng "
            "chỉ tính một lần (cách hiểu của chương trình, D19). Cardavia: 5 điểm, 2 dịch; truyền thống: 3 điểm, 1 "
            "dịch, gọi là “có ăn bòn” khi lần ăn bòn đó chưa ù."
        ),
        profiles=CT,
        sources=("000 §4", "003 §III.13", "D19"),
    ),
    Rule(
        id="cuoc.u_bon",
        topic="cuoc",
        title_en="Ù bòn (winning bòn)",
        title_vi="Ù bòn",
        text_en=(
            "Ù bòn: you hold a chắn, have captured a third copy, and the stock card that is the fourth copy "
            "completes your win. That bòn is not counted again as “có ăn bòn”. 3 điểm, 1 dịch (traditional only)."
        ),
        text_vi=(
            "Ù bòn: có chắn trên tay, đã ăn một cây cùng quân, rồi cây nọc là cây thứ tư lại làm tròn bài, ù luôn. "
            "Lần bòn đó không được đếm thêm vào có ăn bòn. 3 điểm, 1 dịch (chỉ có ở luật truyền thống)."
        ),
        profiles=T,
        sources=("003 §III.14",),
    ),
    Rule(
        id="cuoc.chiu",
        topic="cuoc",
        title_en="Có chíu (earlier chíu)",
        title_vi="Có chíu",
        text_en=(
            "Có chíu: you made a chíu earlier in the deal that did not win at once. It counts once however many chíu "
            "you made (the project's reading, D19). 3 điểm, 1 dịch (traditional only). A chíu that wins immediately "
            "is chíu ù instead."
        ),
        text_vi=(
            "Có chíu: trong ván bạn đã chíu mà lúc đó chưa ù. Dù chíu mấy lần cũng chỉ tính một lần (cách hiểu của "
            "chương trình, D19). 3 điểm, 1 dịch (chỉ có ở luật truyền thống). Chíu mà ù ngay thì tính là chíu ù chứ "
            "không phải có chíu."
        ),
        profiles=T,
        sources=("003 §III.15", "D19"),
    ),
    Rule(
        id="cuoc.chiu_u",
        topic="cuoc",
        title_en="Chíu ù (winning chíu)",
        title_vi="Chíu ù",
        text_en=(
            "Chíu ù: the card you chíu completes your win; it is the only way to win on a discarded or returned "
            "card. Cardavia: 5 điểm, 2 dịch (document 000 describes it as a triple held since the deal becoming "
            "four); traditional: 3 điểm, 1 dịch."
        ),
        text_vi=(
            "Chíu ù: cây mình chíu làm tròn bài và ù luôn; đây là cách duy nhất để ù cây người khác đánh ra hoặc "
            "trả cửa. Cardavia: 5 điểm, 2 dịch (tài liệu 000 mô tả là bộ ba có từ lúc chia thành bốn cây); truyền "
            "thống: 3 điểm, 1 dịch."
        ),
        profiles=CT,
        sources=("000 §4", "003 §III.16"),
    ),
    Rule(
        id="cuoc.bach_thu",
        topic="cuoc",
        title_en="Bạch thủ",
        title_vi="Bạch thủ",
        text_en=(
            "Bạch thủ: you win from a bạch thủ wait, so the winning card makes a chắn with your lone card and the "
            "hand ends with exactly six chắn and four cạ, with no ba đầu or cạ at the winning rank. 4 điểm, 1 "
            "dịch. Example: 5 chắn + 4 cạ + a lone 6n, won on 6n."
        ),
        text_vi=(
            "Bạch thủ: ù khi đang chờ bạch thủ, tức là cây ù ghép với cây lẻ thành chắn và bài kết thúc với đúng "
            "sáu chắn, bốn cạ, không có ba đầu hay cạ cùng hàng với cây ù. 4 điểm, 1 dịch. Ví dụ: 5 chắn + 4 cạ + "
            "lẻ 6n, ù khi gặp 6n."
        ),
        profiles=CT,
        sources=("000 §4", "003 §III.17", "D6"),
    ),
    Rule(
        id="cuoc.bach_thu_chi",
        topic="cuoc",
        title_en="Bạch thủ chi",
        title_vi="Bạch thủ chi",
        text_en=(
            "Bạch thủ chi: a bạch thủ win whose winning card is Chi chi. In the traditional rules it replaces "
            "Bạch thủ and scores 6 điểm, 3 dịch; cardavia has no such cước and scores it as an ordinary Bạch thủ "
            "(4 điểm, 1 dịch)."
        ),
        text_vi=(
            "Bạch thủ chi: ù bạch thủ bằng lá Chi chi. Theo luật truyền thống, cước này thay cho Bạch thủ và được "
            "6 điểm, 3 dịch; bản cardavia không có cước này mà tính như Bạch thủ thường (4 điểm, 1 dịch)."
        ),
        profiles=T,
        sources=("003 §III.18", "D6"),
    ),
    Rule(
        id="cuoc.hoa_roi_cua_phat",
        topic="cuoc",
        title_en="Hoa rơi cửa phật",
        title_vi="Hoa rơi cửa phật",
        text_en=(
            "Hoa rơi cửa phật: with an exposed chắn of ngũ vạn (5v, the “pagoda”), you win chì and bạch thủ on "
            "nhị vạn (2v, the “peach blossom”). 20 điểm, 17 dịch; it replaces Chì and Bạch thủ, which are not "
            "counted too."
        ),
        text_vi=(
            "Hoa rơi cửa phật: dưới chiếu có chắn ngũ vạn (hình ngôi chùa) và bạn ù chì bạch thủ con nhị vạn "
            "(hình cánh hoa đào). 20 điểm, 17 dịch; cước này thay cho Chì và Bạch thủ, không tính thêm hai cước "
            "đó."
        ),
        profiles=T,
        sources=("003 §III.19", "D12"),
    ),
    Rule(
        id="cuoc.ca_loi_san_dinh",
        topic="cuoc",
        title_en="Cá lội sân đình",
        title_vi="Cá lội sân đình",
        text_en=(
            "Cá lội sân đình: with an exposed chắn of ngũ vạn (5v), you win chì and bạch thủ on bát vạn (8v, the "
            "“fish”). 20 điểm, 17 dịch; it replaces Chì and Bạch thủ, which are not counted too."
        ),
        text_vi=(
            "Cá lội sân đình: dưới chiếu có chắn ngũ vạn và bạn ù chì bạch thủ con bát vạn (hình con cá). 20 "
            "điểm, 17 dịch; cước này thay cho Chì và Bạch thủ, không tính thêm hai cước đó."
        ),
        profiles=T,
        sources=("003 §III.20", "D12"),
    ),
    # -------- scoring
    Rule(
        id="score.ga",
        topic="scoring",
        title_en="Gà (bonus chickens)",
        title_vi="Tính gà",
        text_en=(
            "Gà (optional, off by default): each gà adds 5 điểm to the total. Which cước earn a gà is "
            "configurable; document 003 lists ù bòn bạch thủ (chi), Thập thành, Kính tứ chi, Bạch định (or only "
            "Bạch định with Tôm), Tám đỏ (or only with Lèo), Bạch thủ chi (in some places) and Chì bạch thủ (1 or "
            "2 gà). Its example: Chì bạch thủ chi + Tám đỏ + 2 Lèo = 8 + 1 + 3 + 2 × 2 + 3 gà × 5 = 31."
        ),
        text_vi=(
            "Gà (tùy chọn, mặc định không chơi): mỗi gà cộng thêm 5 điểm. Cước nào được gà là tùy cấu hình; tài "
            "liệu 003 kể ra: ù bòn bạch thủ (chi), Thập thành, Kính tứ chi, Bạch định (hoặc chỉ Bạch định có "
            "Tôm), Tám đỏ (hoặc chỉ Tám đỏ có Lèo), Bạch thủ chi (tùy nơi) và Chì bạch thủ (1 hoặc 2 gà). Ví dụ "
            "trong 003: Chì bạch thủ chi, Tám đỏ, 2 Lèo = 8 + 1 + 3 + 2 × 2 + 3 gà × 5 = 31 điểm."
        ),
        profiles=T,
        sources=("003 §V", "D13"),
    ),
    # -------- options
    Rule(
        id="option.four_eleven",
        topic="options",
        title_en="Chơi 4-11",
        title_vi="Chơi 4-11",
        text_en=(
            "4-11 (optional): a win must be worth at least 4 điểm; a winner below that pays each other player 11 "
            "điểm. This comes first: the penalty is the same whatever else happened — a no-pay error (A1/A2), đền "
            "làng (A3–A6) or a wrong call does not make it cheaper, and a call worth less than 4 counts as a win "
            "below 4 (the project's reading, D21). The play page shows such a win as “Win anyway (pays 11 to each)” "
            "or “Don't win”."
        ),
        text_vi=(
            "Chơi 4-11 (tùy chọn): người ù phải được ít nhất 4 điểm; ù không đủ 4 điểm thì phải đền mỗi nhà 11 điểm. "
            "Luật này xét trước hết: dù có lỗi nghỉ ăn tiền (A1/A2), đền làng (A3–A6) hay xướng sai thì cũng không "
            "được đền ít hơn, và xướng dưới 4 điểm cũng tính là ù dưới 4 điểm (cách hiểu của chương trình, D21). "
            "Trang chơi ghi rõ hai lựa chọn “Vẫn ù (đền mỗi nhà 11)” và “Không ù”."
        ),
        profiles=T,
        sources=("003 §VIII", "D21"),
    ),
    Rule(
        id="option.khong_u",
        topic="options",
        title_en="Không Ù is final",
        title_vi="Chọn Không Ù",
        text_en=(
            "Under 4-11, a player offered a win worth less than 4 điểm may choose Không Ù (not to win) and so pay "
            "nothing. The choice is final: that player may not win again in the deal, on any card. Letting the win "
            "go, or taking the card by chíu instead of winning, both count as Không Ù."
        ),
        text_vi=(
            "Chơi 4-11, người được ù mà không đủ 4 điểm có thể chọn Không Ù để khỏi bị đền. Đã chọn thì không đổi "
            "được: người đó không được ù nữa trong ván, dù bất kỳ cây nào. Bỏ qua không ù, hay chíu cây đó thay vì "
            "ù, đều là chọn Không Ù."
        ),
        profiles=T,
        sources=("003 §VIII", "D21"),
    ),
    Rule(
        id="option.basic",
        topic="options",
        title_en="Basic mode",
        title_vi="Chế độ cơ bản",
        text_en=(
            "Basic mode (the traditional default): an illegal move is refused with the name of the error, and the "
            "player must choose another move. Nobody is ever báo."
        ),
        text_vi=(
            "Chế độ cơ bản (mặc định của luật truyền thống): nước đi phạm lỗi bị từ chối, máy nói rõ phạm lỗi gì "
            "và người chơi phải chọn nước khác. Không ai bị báo."
        ),
        profiles=T,
        sources=("003 §VII", "D14"),
    ),
    Rule(
        id="option.advanced",
        topic="options",
        title_en="Advanced mode",
        title_vi="Chế độ nâng cao",
        text_en=(
            "Advanced mode (traditional): illegal moves are not stopped. A player who commits a B, C or D error, "
            "or certain A errors, is báo and punished as the penalty rules say."
        ),
        text_vi=(
            "Chế độ nâng cao (luật truyền thống): máy không ngăn nước đi phạm lỗi. Ai phạm lỗi nhóm B, C, D hoặc "
            "một số lỗi nhóm A sẽ bị báo và chịu phạt theo phần phạt."
        ),
        profiles=T,
        sources=("003 §VII", "D14"),
    ),
    Rule(
        id="option.prevented",
        topic="options",
        title_en="Cardavia: no illegal moves",
        title_vi="Cardavia: không có nước lỗi",
        text_en=(
            "In cardavia every illegal move is refused automatically, so there is no báo, no accusation penalty "
            "and no gà."
        ),
        text_vi=(
            "Ở bản cardavia, mọi nước đi sai luật đều bị chặn tự động, nên không có báo, không có phạt bắt lỗi và "
            "không có gà."
        ),
        profiles=C,
        sources=("000 §3", "D14"),
    ),
    Rule(
        id="option.ga_gop",
        topic="options",
        title_en="Gà góp (shared pot)",
        title_vi="Gà góp (nuôi gà)",
        text_en=(
            "Gà góp (optional) keeps a shared pot: before every deal each player puts 1 điểm into it. The pot "
            "carries over from deal to deal until someone wins it; a player who leaves while it is still unwon "
            "gets their contributions back."
        ),
        text_vi=(
            "Gà góp (tùy chọn) là một quỹ chung: trước mỗi ván, mỗi người góp vào gà 1 điểm. Gà được nuôi qua các "
            "ván cho đến khi có người ăn; ai rời bàn khi gà chưa có người ăn thì được trả lại tiền đã góp."
        ),
        profiles=T,
        sources=("003 §IX",),
    ),
    Rule(
        id="option.ga_gop_chiu",
        topic="options",
        title_en="Gà góp on chíu",
        title_vi="Góp gà khi chíu",
        text_en=(
            "With gà góp, a chíu also feeds the pot: if the chíu card came from the stock, every player except "
            "the one who chíu pays 1; if it was a discard, only the player who discarded it pays 1."
        ),
        text_vi=(
            "Khi chơi gà góp, chíu cũng phải góp gà: chíu cây bốc từ nọc thì mọi người trừ người chíu mỗi người "
            "góp 1 điểm; chíu cây đánh ra thì chỉ người đánh cây đó góp 1 điểm."
        ),
        profiles=T,
        sources=("003 §IX",),
    ),
    Rule(
        id="option.ga_gop_nhai",
        topic="options",
        title_en="Nhái (same card again)",
        title_vi="Nhái",
        text_en=(
            "Nhái: a player leaves the card at their upper gate — a discard, or a stock card the previous player "
            "turned up and let go — then turns up that very face from the stock at their own gate. Everyone but that "
            "player pays 1 into the pot, rising to 2, then 3 for consecutive nhái. Example: A discards 2v (or turns "
            "up 2v and lets it go), B does not take it and turns up a 2v, so A, C and D each pay 1."
        ),
        text_vi=(
            "Nhái là khi người chơi không ăn cây ở cửa trên — cây nhà trên đánh ra, hoặc cây nhà trên lật từ nọc rồi "
            "dưới — nhưng lại bốc nọc ra đúng quân đó ở cửa chì. Khi đó mọi người trừ người nhái góp vào gà 1 điểm, "
            "nhái liên tiếp thì tăng lên 2 rồi 3 điểm. Ví dụ: A đánh (hoặc dưới) 2v, B không ăn, B bốc nọc ra 2v: A, "
            "C, D mỗi người góp 1 điểm."
        ),
        profiles=T,
        sources=("003 §IX",),
    ),
    Rule(
        id="option.ga_gop_chi_double",
        topic="options",
        title_en="Chi chi doubles gà góp",
        title_vi="Chi chi góp gấp đôi",
        text_en=(
            "When the card of a chíu or a nhái is Chi chi, the payment into the pot doubles: the player who "
            "discarded a chíu'd cc pays 2, and a nhái on cc costs 2, then 4 and 6 for consecutive ones."
        ),
        text_vi=(
            "Nếu quân bị chíu hoặc bị nhái là Chi chi thì số điểm góp gà nhân đôi: chíu chi thì người đánh chi "
            "chi góp 2 điểm; nhái chi chi thì góp 2 điểm, nhái liên tiếp thì 4 rồi 6 điểm."
        ),
        profiles=T,
        sources=("003 §IX",),
    ),
    Rule(
        id="option.ga_gop_win",
        topic="options",
        title_en="Winning the gà pot",
        title_vi="Ăn gà nuôi",
        text_en=(
            "The gà góp pot can be won only with Chì bạch thủ, Chì bạch thủ chi, Hoa rơi cửa phật or Cá lội sân "
            "đình; any other win leaves it growing for later deals."
        ),
        text_vi=(
            "Chỉ được ăn gà nuôi khi ù một trong các cước Chì bạch thủ, Chì bạch thủ chi, Hoa rơi cửa phật, Cá "
            "lội sân đình; ù cước khác thì gà vẫn để nuôi tiếp."
        ),
        profiles=T,
        sources=("003 §IX",),
    ),
    # -------- errors
    Rule(
        id="error.A1",
        topic="errors",
        title_en="Ăn treo tranh",
        title_vi="Ăn treo tranh",
        text_en=(
            "Ăn treo tranh: you could capture a card as a chắn but made a cạ instead. Example: holding 9v and 9n, "
            "you take a 9v by exposing 9n 9v rather than 9v 9v. If you go on to win, you collect nothing even "
            "with a correct call."
        ),
        text_vi=(
            "Ăn treo tranh: ăn được thành chắn nhưng lại ăn cạ. Ví dụ: trên tay có 9v và 9n, ăn 9v nhưng lại hạ "
            "cạ 9n 9v thay vì chắn 9v 9v. Phạm lỗi này thì khi ù, dù xướng đúng cũng không được ăn tiền."
        ),
        profiles=T,
        sources=("003 §IV.A1",),
    ),
    Rule(
        id="error.A2",
        topic="errors",
        title_en="Ordinary capture instead of chíu",
        title_vi="Chíu được mà ăn thường",
        text_en=(
            "Holding three identical cards, you took the fourth with an ordinary capture instead of a chíu. "
            "Example: with 9v 9v 9v, you take a 9v by exposing only one 9v beside it. If you go on to win, you "
            "collect nothing even with a correct call."
        ),
        text_vi=(
            "Có ba cây giống nhau, gặp cây thứ tư đáng lẽ phải chíu thì lại ăn thường. Ví dụ: có 9v 9v 9v, bốc "
            "được 9v nhưng chỉ hạ một cây 9v để ăn thường. Phạm lỗi này thì khi ù, dù xướng đúng cũng không được "
            "ăn tiền."
        ),
        profiles=T,
        sources=("003 §IV.A2",),
    ),
    Rule(
        id="error.A3",
        topic="errors",
        title_en="Ăn chọn cạ",
        title_vi="Ăn chọn cạ",
        text_en=(
            "Ăn chọn cạ: you used a card of a cạ already in your hand to capture another cạ. Example: holding cạ "
            "9v 9n, you take 9s with the 9v. One 9v beside two or four 9n is not a cạ (the 9n are chắn), so "
            "taking 9s with that 9v is fine. If you win after this error, you pay the village (đền làng)."
        ),
        text_vi=(
            "Ăn chọn cạ: lấy một cây trong cạ có sẵn trên tay để ăn cạ khác. Ví dụ: có cạ 9v 9n, lại lấy 9v ăn "
            "9s. Có một 9v cùng hai hoặc bốn 9n thì không gọi là có cạ (9n đã nằm trong chắn), nên vẫn được lấy "
            "9v ăn 9s. Phạm lỗi này mà ù thì vẫn phải đền làng."
        ),
        profiles=T,
        sources=("003 §IV.A3",),
    ),
    Rule(
        id="error.A4",
        topic="errors",
        title_en="Ăn cạ chuyển chờ",
        title_vi="Ăn cạ chuyển chờ",
        text_en=(
            "Ăn cạ chuyển chờ: with five or more chắn and a single què as your waiting card, you used that card "
            "to capture a cạ so as to wait on something else. Example: waiting on a lone 9v, you take 9n with it. "
            "If you then win, you pay the village by the cước you call; if someone else wins, you only lose that "
            "deal as usual. (Doing this while waiting on a ba đầu of 9 counts as treo tranh instead.)"
        ),
        text_vi=(
            "Ăn cạ chuyển chờ: đã có từ năm chắn trở lên, chỉ còn một cây què để chờ ù, lại lấy cây đó ăn cạ để "
            "chuyển sang chờ cây khác. Ví dụ: què 9v, lấy 9v ăn 9n. Nếu sau đó ù thì phải đền làng theo cước mình "
            "xướng; nếu người khác ù thì chỉ mất tiền ván đó như thường. (Nếu đang chờ ba đầu hàng cửu mà làm "
            "vậy thì là lỗi treo tranh.)"
        ),
        profiles=T,
        sources=("003 §IV.A4",),
    ),
    Rule(
        id="error.A5",
        topic="errors",
        title_en="Có chắn cấu cạ",
        title_vi="Có chắn cấu cạ",
        text_en=(
            "Có chắn cấu cạ: you broke a chắn in your hand to capture a cạ, often while trying to set up a bạch "
            "thủ wait. Example: holding 9v 9v and no 9n, you take 9n with a 9v. If you still win, you pay the "
            "village by the cước you call; if another player wins, you only lose that deal."
        ),
        text_vi=(
            "Có chắn cấu cạ: tách một cây từ chắn có sẵn trên tay để ăn cạ, thường gặp khi muốn chờ bạch thủ. Ví "
            "dụ: có chắn 9v, không có 9n, lại lấy 9v ăn 9n. Nếu cuối ván vẫn ù thì phải đền làng theo cước mình "
            "xướng; nếu người khác ù thì chỉ mất tiền ván đó."
        ),
        profiles=T,
        sources=("003 §IV.A5",),
    ),
    Rule(
        id="error.A6",
        topic="errors",
        title_en="Chờ chi rộng",
        title_vi="Lỗi chờ chi rộng",
        text_en=(
            "Chờ chi rộng: your holding has six or more chắn and a lone Chi chi, and you discard another card "
            "although the cc could go. Breaking a chắn to wait for a bạch thủ chi counts too. Example: six chắn and "
            "a lone cc, and on your discard you throw another card instead of the cc. In basic mode the cc is then "
            "the only card you may discard. In advanced mode you are báo (no more captures) but may still win; such "
            "a win pays the village by what was called (the project's reading of 003, D20)."
        ),
        text_vi=(
            "Chờ chi rộng: bài đã có từ sáu chắn trở lên mà lẻ Chi chi, có thể đánh Chi chi nhưng lại đánh cây khác. "
            "Tách chắn để chờ bạch thủ chi cũng tính là lỗi này. Ví dụ: có sáu chắn và một cc lẻ, đến lượt đánh lại "
            "đánh cây khác mà giữ cc. Ở chế độ cơ bản khi đó chỉ được đánh cc. Ở chế độ nâng cao người phạm lỗi bị "
            "báo (không được ăn nữa) nhưng vẫn được ù; ù như vậy thì phải đền làng theo cước đã xướng (cách hiểu của "
            "chương trình, D20)."
        ),
        profiles=T,
        sources=("003 §IV.A6", "D20"),
    ),
    Rule(
        id="error.B7",
        topic="errors",
        title_en="Bỏ chắn ăn chắn",
        title_vi="Bỏ chắn ăn chắn",
        text_en=(
            "Bỏ chắn ăn chắn: you let a card go that you could have taken as a chắn, and later capture that face "
            "as a chắn. Example: holding 9v, you passed a 9v, then later take another 9v with it. (Document 003's "
            "example list calls this “lỗi 6”: its B examples are numbered one lower than rules 7–10.)"
        ),
        text_vi=(
            "Bỏ chắn ăn chắn: trước đã bỏ không ăn một cây thành chắn, sau lại đòi ăn chắn đúng quân đó. Ví dụ: "
            "có 9v mà bỏ không ăn 9v, sau lại lấy 9v ăn 9v. (Phần ví dụ của tài liệu 003 ghi nhầm là “lỗi 6”: các "
            "ví dụ nhóm B đánh số lệch đi một so với lỗi 7–10.)"
        ),
        profiles=T,
        sources=("003 §IV.B7",),
    ),
    Rule(
        id="error.B8",
        topic="errors",
        title_en="Bỏ chắn ăn cạ",
        title_vi="Bỏ chắn ăn cạ",
        text_en=(
            "Bỏ chắn ăn cạ: you use a face whose chắn capture you declined to capture a cạ. Example: holding 9v, "
            "you passed a 9v, then later take 9n with your 9v. (Document 003's example calls this “lỗi 7”, one "
            "lower than its number 8.)"
        ),
        text_vi=(
            "Bỏ chắn ăn cạ: lấy quân mà trước đó đã bỏ không ăn chắn để ăn cạ. Ví dụ: có 9v mà bỏ không ăn 9v, "
            "sau lại lấy 9v ăn 9n. (Ví dụ của tài liệu 003 ghi nhầm là “lỗi 7”, lệch một so với số 8.)"
        ),
        profiles=T,
        sources=("003 §IV.B8",),
    ),
    Rule(
        id="error.B9",
        topic="errors",
        title_en="Bỏ cạ ăn cạ",
        title_vi="Bỏ cạ ăn cạ",
        text_en=(
            "Bỏ cạ ăn cạ: you declined to take a card as a cạ, and later use the card it would have paired with "
            "to capture a cạ. Example: holding 9n, you passed a 9v, then take 9s with the 9n. Declining a cạ and "
            "later taking a chắn is allowed. (Document 003's example calls this “lỗi 8”, one lower than its "
            "number 9.)"
        ),
        text_vi=(
            "Bỏ cạ ăn cạ: trước đã bỏ không ăn một cây thành cạ, sau lại lấy cây có thể ghép cạ lúc đó để ăn cạ "
            "khác. Ví dụ: có 9n mà bỏ không ăn 9v, sau lại lấy 9n ăn 9s. Bỏ cạ rồi ăn chắn thì vẫn được. (Ví dụ "
            "của tài liệu 003 ghi nhầm là “lỗi 8”, lệch một so với số 9.)"
        ),
        profiles=T,
        sources=("003 §IV.B9",),
    ),
    Rule(
        id="error.B10",
        topic="errors",
        title_en="Bỏ chắn đánh chắn",
        title_vi="Bỏ chắn đánh chắn",
        text_en=(
            "Bỏ chắn đánh chắn: you let a card go without capturing it, and later discard that same face. "
            "Example: holding 9v, you passed a 9v, then discard your 9v. (Document 003's example calls this “lỗi "
            "9”, one lower than its number 10.)"
        ),
        text_vi=(
            "Bỏ chắn đánh chắn: bỏ không ăn một cây, sau lại đánh ra đúng quân đó. Ví dụ: có 9v mà bỏ không ăn "
            "9v, sau lại đánh 9v đi. (Ví dụ của tài liệu 003 ghi nhầm là “lỗi 9”, lệch một so với số 10.)"
        ),
        profiles=T,
        sources=("003 §IV.B10",),
    ),
    Rule(
        id="error.C11",
        topic="errors",
        title_en="Đánh cạ ăn cạ",
        title_vi="Đánh cạ ăn cạ",
        text_en=(
            "Đánh cạ ăn cạ: after discarding both cards of a cạ, you capture a cạ, which is no longer allowed. "
            "Example: you discarded 9v and 9n, then later take 3s with 3n."
        ),
        text_vi=(
            "Đánh cạ ăn cạ: đã đánh cả hai cây của một cạ đi mà sau đó lại ăn cạ. Ví dụ: đã đánh 9v và 9n, sau "
            "lại lấy 3n ăn 3s."
        ),
        profiles=T,
        sources=("003 §IV.C11",),
    ),
    Rule(
        id="error.C12",
        topic="errors",
        title_en="Xé cạ ăn cạ",
        title_vi="Xé cạ ăn cạ",
        text_en=(
            "Xé cạ ăn cạ: you discarded one card of a cạ in your hand and later use its partner to capture a cạ. "
            "Example: holding 9n 9v, you discard the 9v, then take 9s with the 9n."
        ),
        text_vi=(
            "Xé cạ ăn cạ: đã đánh một cây trong cạ, sau lại dùng cây còn lại của cạ đó để ăn cạ. Ví dụ: có cạ 9n "
            "9v, đánh 9v đi, sau lại lấy 9n ăn 9s."
        ),
        profiles=T,
        sources=("003 §IV.C12",),
    ),
    Rule(
        id="error.C13",
        topic="errors",
        title_en="Discard, then capture it",
        title_vi="Đánh rồi lại ăn",
        text_en=(
            "You discarded a face and later capture that same face. Example: you discard 4n, and a few turns "
            "later take a 4n that someone discards."
        ),
        text_vi=(
            "Đã đánh một quân rồi sau lại ăn đúng quân đó. Ví dụ: đánh 4n đi, vài lượt sau lại ăn một cây 4n "
            "người khác đánh ra."
        ),
        profiles=T,
        sources=("003 §IV.C13",),
    ),
    Rule(
        id="error.C14",
        topic="errors",
        title_en="Đánh đôi chắn",
        title_vi="Đánh đôi chắn",
        text_en=(
            "Đánh đôi chắn: you discard a face and later discard the same face again, throwing a chắn away card "
            "by card. Example: you discard 9v, then later discard another 9v."
        ),
        text_vi=(
            "Đánh đôi chắn: đánh một quân rồi sau lại đánh tiếp một cây y hệt, tức là lần lượt đánh bỏ cả chắn. "
            "Ví dụ: đánh 9v, sau lại đánh thêm một cây 9v nữa."
        ),
        profiles=T,
        sources=("003 §IV.C14",),
    ),
    Rule(
        id="error.D15",
        topic="errors",
        title_en="Capture, then discard it",
        title_vi="Ăn rồi lại đánh",
        text_en=(
            "You captured a face and later discard that same face. Example: you capture a 2n, and later discard a "
            "2n."
        ),
        text_vi="Đã ăn một quân rồi sau lại đánh ra đúng quân đó. Ví dụ: ăn một cây 2n, sau lại đánh 2n đi.",
        profiles=T,
        sources=("003 §IV.D15",),
    ),
    Rule(
        id="error.D16",
        topic="errors",
        title_en="Cạ, then chắn, same rank",
        title_vi="Ăn cạ rồi ăn chắn",
        text_en=(
            "You captured a cạ and later capture a chắn of the same rank, by an ordinary capture or by chíu. "
            "Example: holding chắn 9n and a lone 9s, you take 9v with the 9s; later you split a 9n off the chắn to "
            "take another 9n, hoping for bòn — or you chíu a card of rank 9."
        ),
        text_vi=(
            "Ăn cạ rồi lại ăn chắn cùng hàng, bằng ăn thường hay bằng chíu. Ví dụ: có chắn 9n và lẻ 9s, lấy 9s ăn "
            "9v; sau đó lại tách một 9n từ chắn để ăn một 9n khác (định ăn bòn hoặc ù bòn), hay chíu một cây hàng "
            "cửu, thì bị báo."
        ),
        profiles=T,
        sources=("003 §IV.D16",),
    ),
    Rule(
        id="error.D17",
        topic="errors",
        title_en="Đánh cạ khi đã ăn cạ",
        title_vi="Đánh cạ khi đã ăn cạ",
        text_en=(
            "Đánh cạ khi đã ăn cạ: after capturing a cạ, you discard both cards of a cạ. Example: you took 7v "
            "with 7s, then discard 3n and later 3s. Document 003's own example shows the reverse order "
            "(discarding 3n and 3s, then taking 9s with 9v), which is really error C11."
        ),
        text_vi=(
            "Đánh cạ khi đã ăn cạ: đã ăn cạ rồi lại đánh ra cả hai cây của một cạ. Ví dụ: đã lấy 7s ăn 7v, sau đó "
            "đánh 3n rồi đánh tiếp 3s. Ví dụ trong tài liệu 003 lại ghi theo thứ tự ngược (đánh 3n, 3s trước rồi "
            "mới lấy 9v ăn 9s), trường hợp đó thực ra là lỗi đánh cạ ăn cạ (C11)."
        ),
        profiles=T,
        sources=("003 §IV.D17",),
    ),
    Rule(
        id="error.D18",
        topic="errors",
        title_en="Ăn cạ đánh con cùng hàng",
        title_vi="Ăn cạ đánh con cùng hàng",
        text_en=(
            "Ăn cạ đánh con cùng hàng: after capturing a cạ, you discard a card of that same rank. Example: "
            "holding chắn 9s and a lone 9v, you take 9n with the 9v, then discard a 9s, perhaps to wait bạch thủ."
        ),
        text_vi=(
            "Ăn cạ đánh con cùng hàng: đã ăn cạ rồi lại đánh ra một cây cùng hàng. Ví dụ: có chắn 9s và lẻ 9v, "
            "lấy 9v ăn 9n, sau đó lại đánh 9s đi (chẳng hạn để chờ bạch thủ) thì bị báo."
        ),
        profiles=T,
        sources=("003 §IV.D18",),
    ),
    # -------- penalties
    Rule(
        id="bao.no_pay",
        topic="penalties",
        title_en="Nghỉ ăn tiền (no payout)",
        title_vi="Nghỉ ăn tiền",
        text_en=(
            "When you win, the others check your hand. If you committed ăn treo tranh, trái vỉ, or an ordinary "
            "capture where you could chíu, the win collects nothing: “treo tranh, trái vỉ nghỉ ăn tiền”. Document "
            "003 names trái vỉ here but never defines it."
        ),
        text_vi=(
            "Khi ù, người ù phải hạ bài cho làng kiểm tra. Nếu đã phạm lỗi ăn treo tranh, trái vỉ hoặc chíu được "
            "mà ăn thường thì ù cũng không được ăn tiền; các cụ có câu “Treo tranh, trái vỉ nghỉ ăn tiền”. Tài "
            "liệu 003 nhắc đến trái vỉ ở đây nhưng không giải thích."
        ),
        profiles=T,
        sources=("003 §VI.1",),
    ),
    Rule(
        id="bao.u_lao",
        topic="penalties",
        title_en="Ù láo (false win)",
        title_vi="Ù láo",
        text_en=(
            "Ù láo: calling a win when your hand is not actually complete. Document 003 names it but gives no "
            "separate penalty; players usually make the caller pay the village."
        ),
        text_vi=(
            "Ù láo: bài chưa ù mà đã hô ù. Tài liệu 003 chỉ nêu tên mà không ghi mức phạt riêng; thông thường "
            "người ù láo phải đền làng."
        ),
        profiles=T,
        sources=("003 §VI.2",),
    ),
    Rule(
        id="bao.u_bao",
        topic="penalties",
        title_en="Ù báo (tainted win)",
        title_vi="Ù báo",
        text_en=(
            "Ù báo: winning after having committed one of the B, C or D errors, that is an error other than those "
            "that merely stop payment. Example: after bỏ chắn đánh chắn you still complete a hand and call ù. A "
            "báo player may no longer win, so such a win does not stand."
        ),
        text_vi=(
            "Ù báo: ù trong khi trước đó đã phạm một lỗi nhóm B, C hoặc D, tức là lỗi không thuộc loại nghỉ ăn "
            "tiền. Ví dụ: đã bỏ chắn đánh chắn mà sau đó vẫn tròn bài và hô ù. Người đã bị báo thì không được ù, "
            "nên ván ù này không được công nhận."
        ),
        profiles=T,
        sources=("003 §VI.2",),
    ),
    Rule(
        id="bao.bao",
        topic="penalties",
        title_en="Báo (caught error)",
        title_vi="Bị báo",
        text_en=(
            "A player who commits a B, C or D error is báo at once. From then on they may not capture or win; they "
            "only draw and pass. When the deal ends with a correctly called win, the báo player pays the winner on "
            "behalf of the whole village, by the cước called. A player báo for chờ chi rộng (A6) may still win "
            "(D20)."
        ),
        text_vi=(
            "Ai phạm lỗi nhóm B, C hoặc D thì bị báo ngay. Từ đó người này không được ăn hay ù nữa, chỉ bốc nọc rồi "
            "bỏ. Hết ván, nếu có người ù và xướng đúng, người bị báo phải thay cả làng trả tiền cho người ù theo "
            "cước đã xướng. Người bị báo vì chờ chi rộng (A6) vẫn được ù (D20)."
        ),
        profiles=T,
        sources=("003 §VI.3", "D20"),
    ),
    Rule(
        id="bao.wrong_call",
        topic="penalties",
        title_en="Wrong call with a báo",
        title_vi="Xướng sai khi có báo",
        text_en=(
            "If the winner calls wrongly in a deal where someone is báo (“hy hữu”): the báo player pays each non-báo "
            "player the correct value of the win, and the wrong caller pays each non-báo player the value he called; "
            "the báo player receives nothing. (Document 003 adds that at a 2-player table the deal is a draw; this "
            "table always has 4 players.)"
        ),
        text_vi=(
            "Nếu người ù xướng sai trong ván có người bị báo (“hy hữu”): người bị báo đền cho những người không bị "
            "báo theo cước đúng của ván, còn người ù đền cho những người không bị báo theo cước mình đã xướng sai; "
            "người bị báo không được nhận gì. (Tài liệu 003 nói thêm bàn 2 người thì hòa; bàn ở đây luôn có 4 "
            "người.)"
        ),
        profiles=T,
        sources=("003 §VI.3", "D23"),
    ),
    Rule(
        id="bao.several",
        topic="penalties",
        title_en="Several báo players",
        title_vi="Nhiều người bị báo",
        text_en=(
            "If more than one player is báo in a deal, each pays as if they were the only one, and the winner "
            "collects from all of them."
        ),
        text_vi=(
            "Nếu trong ván có nhiều người bị báo thì mỗi người đều mất tiền như khi chỉ mình mình bị báo, người ù "
            "ăn cả."
        ),
        profiles=T,
        sources=("003 §VI.3",),
    ),
    Rule(
        id="bao.no_profit",
        topic="penalties",
        title_en="Nobody profits from báo",
        title_vi="Bị báo không được lợi",
        text_en=(
            "When the winner collects nothing (treo tranh, chíu được mà ăn thường) or pays the village (đền làng "
            "after an A3–A6 error or a wrong call), a báo player neither pays nor receives for that win: the winner "
            "pays only the players who are not báo. This is the project's reading (D22); the 4-11 penalty is paid to "
            "every other player (D21)."
        ),
        text_vi=(
            "Khi người ù không được ăn tiền (treo tranh, chíu được mà ăn thường) hoặc phải đền làng (vì lỗi A3–A6 "
            "hay xướng sai), người bị báo không phải trả mà cũng không được nhận gì từ ván ù đó: người ù chỉ đền cho "
            "những người không bị báo. Đây là cách hiểu của chương trình (D22); tiền đền 4-11 vẫn trả cho mọi nhà "
            "(D21)."
        ),
        profiles=T,
        sources=("D22",),
    ),
    # -------- calling
    Rule(
        id="call.xuong",
        topic="calling",
        title_en="Xướng (calling the cước)",
        title_vi="Xướng cước",
        text_en=(
            "After winning, the winner calls out (xướng) the cước of the hand, and the deal is paid by the call. A "
            "right call is paid as called; leaving a cước out is no error, the winner is simply paid less. A wrong "
            "call — naming a cước the hand does not have, or more of it than it has — means the winner collects "
            "nothing and pays the village (đền làng) by the cước called, and the next deal has no Thông. On the play "
            "page you call with the same picker as the xướng practice, or let the engine call for you (it always "
            "calls right, as the AI players do). Cardavia has no calling: its wins are scored automatically (D23)."
        ),
        text_vi=(
            "Ù xong, người ù phải xướng các cước của ván bài, và ván được tính tiền theo lời xướng. Xướng đúng thì "
            "được trả theo cước đã xướng; xướng thiếu cước không phải lỗi, chỉ được ít tiền hơn. Xướng sai — xướng "
            "cước mà bài không có, hay nhiều hơn số bài có — thì không được ăn mà phải đền làng theo cước mình đã "
            "xướng, và ván sau không được thông. Ở trang chơi bạn xướng bằng bảng chọn như khi luyện xướng, hoặc để "
            "máy xướng hộ (máy luôn xướng đúng, như các nhà máy). Luật cardavia không xướng: ván ù được tính điểm tự "
            "động (D23)."
        ),
        profiles=T,
        sources=("003 §V", "003 §III", "D23"),
    ),
    Rule(
        id="call.bach_thu_chi",
        topic="calling",
        title_en="Calling Bạch thủ chi",
        title_vi="Xướng bạch thủ chi",
        text_en=(
            "A bạch thủ win on Chi chi must be called “Bạch thủ chi”; calling it plain “Bạch thủ” is a wrong "
            "call."
        ),
        text_vi="Ù bạch thủ lá Chi chi thì phải xướng “Bạch thủ chi”; xướng “Bạch thủ” là xướng sai.",
        profiles=T,
        sources=("003 §III.18",),
    ),
    Rule(
        id="call.hrcp_cl",
        topic="calling",
        title_en="Calling Hoa rơi, Cá lội",
        title_vi="Xướng Hoa rơi, Cá lội",
        text_en=(
            "With Hoa rơi cửa phật or Cá lội sân đình, do not also call Chì or Bạch thủ: they are already "
            "included, and calling them is a wrong call that pays the village."
        ),
        text_vi=(
            "Khi ù Hoa rơi cửa phật hoặc Cá lội sân đình thì không được xướng thêm “Chì” hay “Bạch thủ”, vì hai "
            "cước này đã nằm trong đó; xướng thêm là xướng sai và bị đền làng."
        ),
        profiles=T,
        sources=("003 §III.19–20",),
    ),
    Rule(
        id="call.chiu_u",
        topic="calling",
        title_en="Calling chíu ù",
        title_vi="Xướng chíu ù",
        text_en=(
            "A chíu that wins at once is called “chíu ù”, and that chíu must not also be called as “có chíu”. "
            "Earlier chíu that did not win are added to the call as “có chíu”."
        ),
        text_vi=(
            "Chíu mà ù luôn thì xướng là “chíu ù”, không được tính con chíu đó để xướng thêm “có chíu”. Những lần "
            "chíu trước mà chưa ù thì khi ù nhớ xướng thêm “có chíu”."
        ),
        profiles=T,
        sources=("003 §III.15–16",),
    ),
    Rule(
        id="call.u_bon",
        topic="calling",
        title_en="Calling ù bòn",
        title_vi="Xướng ù bòn",
        text_en=(
            "A bòn capture that wins at once is called “ù bòn” and is not also counted as “có ăn bòn”. A bòn made "
            "earlier without winning is added to the call as “có ăn bòn”."
        ),
        text_vi=(
            "Ăn bòn mà ù luôn thì xướng là “ù bòn”, không tính lần đó vào “có ăn bòn”. Ăn bòn từ trước mà chưa ù "
            "thì khi ù nhớ xướng thêm “có ăn bòn”."
        ),
        profiles=T,
        sources=("003 §III.13–14",),
    ),
    Rule(
        id="call.thong",
        topic="calling",
        title_en="Calling Thông",
        title_vi="Xướng thông",
        text_en=(
            "You may call Thông only if you won the previous deal. Calling it after a drawn deal, or after a deal "
            "in which you called wrongly or paid the village, is a wrong call."
        ),
        text_vi=(
            "Chỉ được xướng thông khi ván trước mình ù. Ván trước hòa, hoặc ván trước mình xướng sai hay bị đền "
            "làng, mà vẫn hô thông thì là xướng sai."
        ),
        profiles=T,
        sources=("003 §III.2",),
    ),
)

RULEBOOK = Rulebook(RULES, TOPICS)
