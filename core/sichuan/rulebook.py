"""The Sichuan rulebook: one `Rule` per statement of document 002, S1–S7 and the project's decisions.

Texts are our own wording, in English and Vietnamese. `sources` cites document 002 by
section (``002 §1`` Objective … ``002 §5`` Scoring and ending), ``Sn`` for
DECISIONS.md, and ``project`` for decisions this project made where both are silent.
Tile notation follows S1: 1m…9m characters (vạn), 1p…9p dots (đồng), 1s…9s bamboo (điều).
Vietnamese terms: phỗng (pung), khàn (kong), ù (win), tự mò (self-draw), chất khuyết
(missing suit), phiên (fan), căn (root), hoa trư (flower pig).
"""

from __future__ import annotations

from core.rulebook import Rule, Rulebook

SC = ("sichuan",)

# (topic id, English title, Vietnamese title), in teaching order.
TOPICS: tuple[tuple[str, str, str], ...] = (
    ("objective", "Objective", "Mục tiêu"),
    ("tiles", "Tiles and notation", "Bộ bài và ký hiệu"),
    ("setup", "Deal and missing suit", "Chia bài và định khuyết"),
    ("turn", "Playing a turn", "Lượt chơi"),
    ("claims", "Pungs and claims", "Phỗng và quyền ưu tiên"),
    ("kongs", "Kongs", "Khàn"),
    ("winning", "Winning hands and waits", "Bài ù và quân chờ"),
    ("fan", "Scoring patterns (fan)", "Các phiên"),
    ("payments", "Payments", "Thanh toán"),
    ("ending", "End of the deal", "Kết thúc ván"),
    ("analysis", "Analysis aids", "Công cụ phân tích"),
    ("decisions", "Project decisions", "Quyết định của dự án"),
)


def _rule(rule_id: str, topic: str, title_en: str, title_vi: str, text_en: str, text_vi: str,
          *sources: str) -> Rule:
    return Rule(rule_id, topic, title_en, title_vi, text_en, text_vi, SC, tuple(sources))


RULES: tuple[Rule, ...] = (
    # -------- objective (002 §1)
    _rule("sc.objective.leave", "objective", "Winners leave the table", "Ù rồi thì rời bàn",
          "A player who wins stops playing for the rest of the deal; the others play on. This is the "
          "'blood battle': one win does not end the deal.",
          "Người đã ù thì ngừng chơi cho đến hết ván; những người còn lại chơi tiếp. Đây là kiểu "
          "'huyết chiến': một người ù chưa kết thúc ván.",
          "002 §1"),
    _rule("sc.objective.end", "objective", "When the deal ends", "Khi nào hết ván",
          "The deal ends as soon as three players have won, or when the wall is empty and the next "
          "player would have to draw.",
          "Ván kết thúc ngay khi đã có ba người ù, hoặc khi tường bài đã hết mà người kế tiếp lẽ ra "
          "phải bốc.",
          "002 §1"),
    _rule("sc.objective.settle", "objective", "One settlement per deal", "Tính tiền chung một lần",
          "Every player's wins, kong payments and the penalties of an exhausted wall are added up together "
          "into one settlement for the deal; the payments always sum to zero.",
          "Tiền ù, tiền khàn và các khoản phạt khi hết tường bài của mọi người được cộng chung thành một "
          "lần tính tiền cho cả ván; tổng các khoản luôn bằng không.",
          "002 §1"),
    # -------- tiles
    _rule("sc.setup.tiles", "tiles", "The 108 suited tiles", "Bộ 108 quân ba chất",
          "Only the 108 suited tiles are used: characters, dots and bamboo, ranks 1 to 9, four copies of "
          "each. There are no honor tiles and no flowers, so a fifth copy of any tile is impossible.",
          "Chỉ dùng 108 quân của ba chất: vạn, đồng và điều, mỗi chất từ 1 đến 9, mỗi quân có bốn bản. "
          "Không có quân chữ, không có hoa, nên không bao giờ có bản thứ năm của một quân.",
          "002 §2"),
    _rule("sc.setup.notation", "tiles", "Tile notation", "Cách ghi quân bài",
          "Tiles are written rank then suit: 1m…9m characters, 1p…9p dots, 1s…9s bamboo. Ranks of one "
          "suit may be grouped (123m456p) or written one by one (1m 2m); output is always sorted and "
          "grouped.",
          "Quân được ghi số trước, chất sau: 1m…9m là vạn, 1p…9p là đồng, 1s…9s là điều. Các số cùng "
          "chất có thể viết gộp (123m456p) hoặc từng quân (1m 2m); kết quả luôn được sắp xếp và viết gộp.",
          "S1"),
    _rule("sc.turn.copies", "tiles", "Copies stay distinct", "Mỗi bản là một quân riêng",
          "Matching copies keep separate physical identities: the engine tracks each of the four copies of "
          "a tile, so the 108 tiles can always be counted.",
          "Các bản giống nhau vẫn là những quân riêng biệt: chương trình theo dõi từng bản trong bốn bản "
          "của mỗi quân, nên lúc nào cũng đếm đủ 108 quân.",
          "002 §3"),
    # -------- setup
    _rule("sc.setup.deal", "setup", "Dealer 14, others 13", "Nhà cái 14, người khác 13",
          "The dealer receives 14 tiles and each other player 13. The dealer starts by discarding, without "
          "drawing; the other 55 tiles form the wall.",
          "Nhà cái được chia 14 quân, mỗi người khác 13 quân. Nhà cái bắt đầu bằng việc đánh một quân mà "
          "không bốc; 55 quân còn lại làm tường bài.",
          "002 §2"),
    _rule("sc.missing.declare", "setup", "Declare a missing suit", "Định khuyết một chất",
          "Before play, each player declares one of the three suits as their missing suit. A winning hand "
          "may hold no tile of it.",
          "Trước khi chơi, mỗi người chọn một trong ba chất làm chất khuyết. Bài ù không được có quân nào "
          "của chất đó.",
          "002 §2"),
    _rule("sc.missing.discard_first", "setup", "Missing suit goes first", "Đánh chất khuyết trước",
          "While a player holds any tile of their missing suit, every discard must be a tile of that suit.",
          "Khi còn giữ quân của chất khuyết, mỗi lần đánh phải đánh một quân của chất đó.",
          "002 §2"),
    _rule("sc.missing.no_claim", "setup", "No pung, kong or win", "Không phỗng, khàn hay ù",
          "While a player holds any tile of their missing suit they cannot pung, kong or win.",
          "Khi còn giữ quân của chất khuyết thì không được phỗng, khàn hay ù.",
          "002 §2"),
    # -------- turn
    _rule("sc.turn.draw_discard", "turn", "Draw one, discard one", "Bốc một, đánh một",
          "On your turn you draw one tile from the wall and then discard one tile, unless you win on the "
          "drawn tile or declare a kong first.",
          "Đến lượt, bạn bốc một quân từ tường bài rồi đánh ra một quân, trừ khi bạn ù bằng quân vừa bốc "
          "hoặc khàn trước.",
          "002 §3"),
    # -------- claims
    _rule("sc.claim.no_chow", "claims", "No chows", "Không được ăn",
          "Nobody may claim a discard to make a sequence (chow). Sequences only ever form inside the "
          "concealed hand.",
          "Không ai được lấy quân người khác đánh ra để ghép dây (ăn). Dây chỉ có thể nằm trong bài kín "
          "trên tay.",
          "002 §3", "S2"),
    _rule("sc.claim.pung", "claims", "Pung a discard", "Phỗng quân đánh ra",
          "A player holding two tiles matching a discard may claim it to expose a pung, then discards. The "
          "turn then passes on from that player.",
          "Người có hai quân giống quân vừa đánh ra có thể lấy quân đó để hạ một bộ phỗng, rồi đánh một "
          "quân. Lượt chơi tiếp tục từ người đó.",
          "002 §3"),
    _rule("sc.claim.priority", "claims", "Wins outrank other claims", "Ù được ưu tiên",
          "A claim to win on a discard beats any pung or kong claim on the same tile.",
          "Đòi ù một quân đánh ra được ưu tiên hơn mọi yêu cầu phỗng hay khàn quân đó.",
          "002 §3"),
    _rule("sc.claim.seat_order", "claims", "Equal claims in seat order", "Ngang nhau thì theo thứ tự",
          "Claims of equal priority are taken in seating order, starting from the player after the "
          "discarder.",
          "Các yêu cầu ngang quyền được xét theo thứ tự chỗ ngồi, bắt đầu từ người ngồi sau người đánh.",
          "002 §3"),
    _rule("sc.claim.multiple_winners", "claims", "Several winners on one tile", "Nhiều người cùng ù",
          "Several players may win on the same discard; every declared win is settled, each winner being "
          "paid by the discarder.",
          "Nhiều người có thể cùng ù một quân đánh ra; mọi lần ù đều được tính, người đánh trả cho từng "
          "người ù.",
          "002 §3", "S6"),
    _rule("sc.claim.discard_after_pung", "claims", "Discard after a pung", "Phỗng xong phải đánh",
          "After a pung the player must discard at once; a concealed or added kong can only be declared on "
          "a later turn.",
          "Sau khi phỗng phải đánh ngay một quân; khàn kín hay khàn thêm chỉ được tuyên bố ở lượt sau.",
          "002 §3"),
    # -------- kongs
    _rule("sc.kong.exposed", "kongs", "Exposed kong from a discard", "Khàn quân đánh ra",
          "A player holding three tiles matching a discard may claim it to expose a kong (minh khàn).",
          "Người có ba quân giống quân vừa đánh ra có thể lấy quân đó để hạ một bộ khàn (minh khàn).",
          "002 §3"),
    _rule("sc.kong.concealed", "kongs", "Concealed kong", "Khàn kín",
          "On your own turn, four matching tiles in your hand can be declared as a concealed kong. It "
          "counts as a declared meld but stays hidden.",
          "Trong lượt của mình, bốn quân giống nhau trên tay có thể tuyên bố thành khàn kín. Bộ này tính "
          "là đã hạ nhưng vẫn úp.",
          "002 §3"),
    _rule("sc.kong.added", "kongs", "Added kong", "Khàn thêm vào phỗng",
          "On your own turn, the fourth tile can be added to a pung you exposed earlier, making an added "
          "kong.",
          "Trong lượt của mình, có thể thêm quân thứ tư vào bộ phỗng đã hạ trước đó để thành khàn thêm.",
          "002 §3"),
    _rule("sc.kong.replacement", "kongs", "Replacement draw", "Bốc bù sau khàn",
          "After any kong the player draws a replacement tile and then discards (or wins on it).",
          "Sau mỗi lần khàn, người chơi bốc một quân bù rồi đánh ra (hoặc ù bằng quân đó).",
          "002 §3"),
    _rule("sc.kong.needs_replacement", "kongs", "A kong needs a tile left", "Khàn cần còn quân bù",
          "A kong can only be declared while the wall still holds a tile for the replacement draw.",
          "Chỉ được khàn khi tường bài còn quân để bốc bù.",
          "002 §3"),
    _rule("sc.kong.rob_added", "kongs", "Robbing an added kong", "Cướp khàn",
          "When a player adds the fourth tile to a pung, any other player who can win on that tile may "
          "rob it: they win as if it had been discarded. Until they have answered, the tile lies on the "
          "pung in the open; if it is robbed, the pung stays a pung. The robber never holds a copy of that "
          "tile (the other three are in the pung), so a robbed-kong win with one is impossible and refused.",
          "Khi một người thêm quân thứ tư vào bộ phỗng, người khác có thể ù bằng quân đó thì được cướp: "
          "họ ù như thể quân đó vừa được đánh ra. Trong lúc chờ họ trả lời, quân đó nằm ngửa trên bộ "
          "phỗng; nếu bị cướp thì bộ phỗng vẫn là phỗng. Người cướp không bao giờ có quân nào cùng loại "
          "(ba quân kia nằm trong bộ phỗng), nên ù cướp khàn mà trên bài có quân đó là không thể, bị từ chối.",
          "002 §3"),
    _rule("sc.kong.no_rob_concealed", "kongs", "Concealed kongs are safe", "Khàn kín không bị cướp",
          "A concealed kong can never be robbed. Neither can an exposed kong made from a discard (our "
          "reading): a win on that discard already outranks the kong claim.",
          "Khàn kín không bao giờ bị cướp. Khàn từ quân đánh ra cũng không bị cướp (cách hiểu của dự án): "
          "ù quân đánh ra đó vốn đã được ưu tiên hơn việc khàn.",
          "002 §3"),
    # -------- winning
    _rule("sc.win.standard", "winning", "Four sets and a pair", "Bốn bộ và một đôi",
          "A standard winning hand has four sets and a pair. A set is a pung (kongs count as pungs) or a "
          "sequence of three ranks in one suit; sequences exist only in the concealed hand.",
          "Bài ù thường gồm bốn bộ và một đôi. Một bộ là bộ ba giống nhau (khàn tính như bộ ba) hoặc dây "
          "ba quân liên tiếp cùng chất; dây chỉ có trong bài kín trên tay.",
          "002 §4", "S2"),
    _rule("sc.win.seven_pairs", "winning", "Seven pairs", "Bảy đôi",
          "Fourteen concealed tiles in seven pairs also win, with no melds. Four matching tiles count as "
          "two pairs.",
          "Mười bốn quân kín thành bảy đôi cũng là ù, khi không hạ bộ nào. Bốn quân giống nhau tính là "
          "hai đôi.",
          "002 §4", "S2"),
    _rule("sc.win.no_missing", "winning", "Missing suit absent", "Không còn chất khuyết",
          "A winning hand, melds and winning tile included, holds no tile of the declared missing suit.",
          "Bài ù, kể cả các bộ đã hạ và quân ù, không được có quân nào của chất khuyết.",
          "002 §4"),
    _rule("sc.win.leave", "winning", "After a win", "Sau khi ù",
          "A winner no longer draws, discards or claims, and does not pay or receive self-draw and kong "
          "payments made later in the deal.",
          "Người đã ù không bốc, không đánh, không phỗng khàn nữa, và không trả hay nhận tiền tự mò và "
          "tiền khàn phát sinh sau đó.",
          "002 §3", "S6"),
    _rule("sc.wait.definition", "winning", "What a wait is", "Thế nào là quân chờ",
          "A wait is a tile that would complete the hand (13 tiles, melds counting three). A hand with at "
          "least one wait is ready.",
          "Quân chờ là quân mà nếu có thêm thì bài thành ù (13 quân, mỗi bộ hạ tính ba). Bài có ít nhất "
          "một quân chờ là bài đã chờ (nghe).",
          "S5"),
    _rule("sc.wait.four_copies", "winning", "Not a wait if all held", "Giữ đủ bốn thì không chờ",
          "A tile is no wait if the player already holds all four copies of it, in hand and melds.",
          "Một quân không phải quân chờ nếu người chơi đã giữ đủ cả bốn bản của nó, trên tay và trong các "
          "bộ đã hạ.",
          "S5"),
    _rule("sc.wait.missing", "winning", "No waits with the missing suit", "Còn chất khuyết thì không chờ",
          "A hand that still holds a tile of its missing suit has no waits.",
          "Bài còn quân của chất khuyết thì không có quân chờ nào.",
          "S5"),
    # -------- fan
    _rule("sc.fan.basic", "fan", "Basic hand", "Bình hồ",
          "A win with no scoring pattern is a basic hand: 0 fan, worth 1 point.",
          "Ù mà không có phiên nào là bình hồ: 0 phiên, đáng 1 điểm.",
          "002 §4"),
    _rule("sc.fan.all_pungs", "fan", "All pungs", "Đối đối hồ",
          "All pungs: a standard hand whose four sets are all pungs or kongs. 1 fan.",
          "Đối đối hồ: bài ù thường mà cả bốn bộ đều là bộ ba hoặc khàn. 1 phiên.",
          "002 §4", "S3"),
    _rule("sc.fan.all_258_pungs", "fan", "All 2/5/8 pungs", "Tương đối 2-5-8",
          "All pungs in which every tile, the pair included, is a 2, 5 or 8. 3 fan, replacing all pungs.",
          "Đối đối hồ mà mọi quân, kể cả đôi, đều là 2, 5 hoặc 8. 3 phiên, thay cho đối đối hồ.",
          "002 §4", "S3"),
    _rule("sc.fan.seven_pairs", "fan", "Seven pairs", "Bảy đôi",
          "Seven pairs scores 2 fan. A set of four in it also earns a root.",
          "Bảy đôi được 2 phiên. Nếu trong đó có bốn quân giống nhau thì được thêm căn.",
          "002 §4", "S3"),
    _rule("sc.fan.outside_hand", "fan", "Outside hand", "Toàn đầu đuôi",
          "Outside hand: every set and the pair hold a 1 or a 9 (standard hands only). 2 fan.",
          "Toàn đầu đuôi: mọi bộ và đôi đều có quân 1 hoặc 9 (chỉ với bài ù thường). 2 phiên.",
          "002 §4", "S3"),
    _rule("sc.fan.full_flush", "fan", "Full flush", "Thanh nhất sắc",
          "Every tile of the hand, melds included, is of one suit: 2 fan more.",
          "Mọi quân của bài, kể cả các bộ đã hạ, cùng một chất: thêm 2 phiên.",
          "002 §4", "S3"),
    _rule("sc.fan.single_wait", "fan", "Single wait, four melds", "Chờ đơn khi đã hạ bốn bộ",
          "Winning on the pair with a single tile in hand after four declared melds (concealed kongs "
          "count) adds 1 fan.",
          "Ù bằng đôi khi chỉ còn một quân trên tay sau khi đã hạ bốn bộ (khàn kín cũng tính) được thêm "
          "1 phiên.",
          "002 §4", "S3"),
    _rule("sc.fan.root", "fan", "Root", "Căn",
          "Each kind of tile whose four copies are all the player's (kongs, quads in seven pairs, or a "
          "pung plus the fourth in hand) adds 1 fan.",
          "Mỗi loại quân mà người chơi giữ đủ cả bốn bản (khàn, bốn quân trong bảy đôi, hoặc bộ phỗng cộng "
          "quân thứ tư trên tay) được thêm 1 phiên.",
          "002 §4", "S3"),
    _rule("sc.fan.kong_replacement", "fan", "Win on a kong replacement", "Ù quân bù sau khàn",
          "Winning on the replacement tile drawn after one's own kong adds 1 fan.",
          "Ù bằng quân bốc bù sau khi tự mình khàn được thêm 1 phiên.",
          "002 §4", "S3"),
    _rule("sc.fan.robbed_kong", "fan", "Robbing a kong", "Cướp khàn",
          "Winning by robbing an added kong adds 1 fan.",
          "Ù bằng cách cướp khàn thêm của người khác được thêm 1 phiên.",
          "002 §4", "S3"),
    _rule("sc.fan.last_tile", "fan", "Win on the last tile", "Ù quân cuối",
          "Winning on the last tile of the wall, or on the discard that follows it, adds 1 fan.",
          "Ù bằng quân cuối cùng của tường bài, hoặc bằng quân đánh ra ngay sau đó, được thêm 1 phiên.",
          "002 §4", "S3"),
    _rule("sc.fan.cap", "fan", "Five fan at most", "Tối đa năm phiên",
          "Fan items are added up and the total is capped at five fan, that is 32 points.",
          "Các phiên được cộng lại và tổng tối đa là năm phiên, tức 32 điểm.",
          "002 §5", "S3"),
    _rule("sc.fan.no_self_draw_fan", "fan", "Self-draw adds no fan", "Tự mò không thêm phiên",
          "Winning on one's own draw adds no fan; it changes only who pays and how much.",
          "Ù tự mò không được thêm phiên; nó chỉ thay đổi ai trả và trả bao nhiêu.",
          "S3", "S6"),
    _rule("sc.fan.best_grouping", "fan", "The best grouping counts", "Tính theo cách xếp lợi nhất",
          "Where the tiles can be grouped in several ways (pungs or sequences, sets or seven pairs), the "
          "grouping with the highest fan total counts.",
          "Khi các quân có thể xếp theo nhiều cách (bộ ba hay dây, bốn bộ hay bảy đôi), cách xếp có tổng "
          "phiên cao nhất được tính.",
          "S3"),
    _rule("sc.fan.ids", "fan", "Fixed pattern ids", "Mã cố định của các phiên",
          "Patterns have fixed ids: all_pungs, seven_pairs, outside_hand, all_258_pungs, full_flush, "
          "single_wait, root, kong_replacement, robbed_kong, last_tile; the last three are events given to "
          "scoring.",
          "Các phiên có mã cố định: all_pungs, seven_pairs, outside_hand, all_258_pungs, full_flush, "
          "single_wait, root, kong_replacement, robbed_kong, last_tile; ba mã cuối là sự kiện phải khai "
          "khi tính điểm.",
          "S4"),
    # -------- payments
    _rule("sc.pay.base", "payments", "Base points", "Điểm cơ bản",
          "A win's base is 2 to the power of its fan: 1, 2, 4, 8, 16, and at most 32.",
          "Điểm cơ bản của một lần ù là 2 mũ số phiên: 1, 2, 4, 8, 16, tối đa 32.",
          "002 §5", "S6"),
    _rule("sc.pay.discard", "payments", "Discard win", "Ù quân đánh ra",
          "On a discard win the discarder pays the base to each winner.",
          "Khi ù quân đánh ra, người đánh trả điểm cơ bản cho từng người ù.",
          "002 §5", "S6"),
    _rule("sc.pay.self_draw", "payments", "Self-draw win", "Ù tự mò",
          "On a self-draw each opponent still playing pays the winner the base plus 1.",
          "Khi ù tự mò, mỗi người còn đang chơi trả cho người ù điểm cơ bản cộng 1.",
          "002 §5", "S6"),
    _rule("sc.pay.kong_exposed", "payments", "Exposed kong payment", "Tiền minh khàn",
          "An exposed kong from a discard collects 2 from the player who discarded the tile.",
          "Khàn quân đánh ra được người đánh quân đó trả 2.",
          "002 §5", "S6"),
    _rule("sc.pay.kong_added", "payments", "Added kong payment", "Tiền khàn thêm",
          "An added kong collects 1 from each opponent still playing.",
          "Khàn thêm vào phỗng được mỗi người còn đang chơi trả 1.",
          "002 §5", "S6"),
    _rule("sc.pay.kong_concealed", "payments", "Concealed kong payment", "Tiền khàn kín",
          "A concealed kong collects 2 from each opponent still playing.",
          "Khàn kín được mỗi người còn đang chơi trả 2.",
          "002 §5", "S6"),
    _rule("sc.pay.robbed_kong", "payments", "A robbed kong", "Bị cướp khàn",
          "When an added kong is robbed, its owner pays each robber as a discarder would, and that kong "
          "earns nothing.",
          "Khi khàn thêm bị cướp, chủ khàn trả cho từng người cướp như người đánh quân, và khàn đó không "
          "được tiền.",
          "002 §5", "S6"),
    _rule("sc.pay.winners_exempt", "payments", "Winners are out of later charges", "Người đã ù ngoài cuộc",
          "Players who have won no longer pay or receive self-draw and kong payments made after their win.",
          "Người đã ù không còn trả hay nhận tiền tự mò và tiền khàn phát sinh sau khi họ ù.",
          "002 §3", "S6"),
    # -------- ending
    _rule("sc.end.flower_pig", "ending", "Flower pig", "Hoa trư",
          "When the wall runs out, a player still holding their missing suit is a flower pig and pays 32 "
          "to every player who is not a flower pig, winners included.",
          "Khi hết tường bài, người còn giữ quân chất khuyết là hoa trư và phải trả 32 cho mỗi người không "
          "phải hoa trư, kể cả người đã ù.",
          "002 §5", "S7"),
    _rule("sc.end.kong_refund", "ending", "Unready players refund kongs", "Chưa chờ thì trả lại tiền khàn",
          "When the wall runs out, players who have not won and are not ready give back all their kong "
          "income to those who paid it.",
          "Khi hết tường bài, người chưa ù và chưa chờ phải trả lại toàn bộ tiền khàn đã nhận cho những "
          "người đã trả.",
          "002 §5", "S7"),
    _rule("sc.end.not_ready_pays", "ending", "Unready players pay ready ones", "Chưa chờ trả người đã chờ",
          "When the wall runs out, every other unready player who has not won pays each ready player still "
          "playing that player's ready-hand value. Flower pigs do not pay it: they pay the flower-pig "
          "penalty instead.",
          "Khi hết tường bài, mỗi người khác chưa ù và chưa chờ phải trả cho từng người đã chờ còn đang "
          "chơi giá trị bài chờ của người đó. Hoa trư không trả khoản này: họ trả tiền phạt hoa trư.",
          "002 §5", "S7"),
    _rule("sc.end.ready_check", "ending", "Ready-hand value", "Giá trị bài chờ",
          "A ready hand's value is its best possible win: the highest fan over its waits, scored as a "
          "discard win without self-draw or event fan, turned into base points.",
          "Giá trị bài chờ là lần ù tốt nhất có thể: số phiên cao nhất trong các quân chờ, tính như ù quân "
          "đánh ra, không tính tự mò và các phiên sự kiện, rồi đổi ra điểm cơ bản.",
          "002 §5", "S7"),
    # -------- analysis aids
    _rule("sc.analysis.shanten", "analysis", "Distance to ready", "Khoảng cách tới chờ",
          "Shanten counts how many useful draws a hand still needs to be ready: -1 complete, 0 ready. It "
          "considers standard hands and seven pairs (quads as two pairs); tiles of the missing suit are dead "
          "and must go. At 0 it is exact; above 0 it counts blocks and ignores which copies are left.",
          "Shanten đếm số lần bốc có ích mà bài còn cần để thành chờ: -1 là đã ù, 0 là đang chờ. Có xét "
          "bài thường và bảy đôi (bốn quân là hai đôi); quân chất khuyết coi như bỏ đi. Ở mức 0 là chính "
          "xác; trên 0 chỉ đếm theo khối, không xét còn bao nhiêu bản.",
          "project", "S2"),
    _rule("sc.analysis.chance", "analysis", "Chance to draw a wait", "Xác suất bốc được quân chờ",
          "The chance shown assumes every unseen tile is equally likely to be anywhere unseen and that you "
          "draw one tile in four from the remaining wall; it ignores discards you could win on and others "
          "winning first.",
          "Xác suất hiển thị giả định mọi quân chưa thấy đều có khả năng như nhau ở bất kỳ đâu chưa thấy, và "
          "cứ bốn quân còn lại trong tường bài thì bạn bốc một; không tính quân người khác đánh ra mà bạn ù "
          "được, cũng không tính người khác ù trước.",
          "project"),
    _rule("sc.analysis.discards", "analysis", "Ranking discards", "Xếp hạng quân nên đánh",
          "For a 14-tile hand each legal discard is ranked by the shanten it leaves, then by the unseen "
          "copies of its waits (or of the tiles that would improve it), then by the best wait's fan.",
          "Với bài 14 quân, mỗi quân được phép đánh được xếp theo shanten còn lại, rồi theo số bản chưa "
          "thấy của các quân chờ (hoặc các quân giúp bài tiến lên), rồi theo số phiên của quân chờ tốt nhất.",
          "project"),
    # -------- project decisions (002 and S1–S7 are silent)
    _rule("sc.decision.dealing", "decisions", "Dealing and replacements", "Cách chia và bốc bù",
          "The dealer takes the first 14 tiles of the shuffled wall, then each player in seat order takes "
          "the next 13. Draws come from the front of the wall, kong replacements from its end.",
          "Nhà cái lấy 14 quân đầu của tường bài đã xáo, rồi mỗi người theo thứ tự chỗ ngồi lấy 13 quân "
          "tiếp theo. Bốc thường lấy từ đầu tường bài, bốc bù sau khàn lấy từ cuối.",
          "project", "002 §2"),
    _rule("sc.decision.declare_order", "decisions", "Declaring in seat order", "Định khuyết theo lượt",
          "Missing suits are declared one player at a time in seat order from the dealer, before the first "
          "discard. Bots do not look at the others' choices (at a real table they are revealed together).",
          "Chất khuyết được chọn lần lượt theo thứ tự chỗ ngồi bắt đầu từ nhà cái, trước lần đánh đầu tiên. "
          "Máy không nhìn lựa chọn của người khác (ở bàn thật mọi người cùng lật một lúc).",
          "project", "002 §2"),
    _rule("sc.decision.turn_order", "decisions", "Turn order", "Thứ tự lượt",
          "Play goes from each seat to the next (0, 1, 2, 3, then 0 again), skipping players who have won. "
          "After a pung or kong the claimer plays on.",
          "Lượt đi từ mỗi chỗ sang chỗ kế tiếp (0, 1, 2, 3 rồi lại 0), bỏ qua những người đã ù. Sau khi "
          "phỗng hay khàn thì người đó chơi tiếp.",
          "project", "002 §3"),
    _rule("sc.decision.next_after_win", "decisions", "Who plays after a win", "Ai chơi sau khi có người ù",
          "After a self-draw the next player still playing after the winner draws. After a win on a "
          "discard or a robbed kong, play resumes after the last winner counted in seat order from the "
          "discarder.",
          "Sau khi ù tự mò, người còn chơi kế tiếp sau người ù sẽ bốc. Sau khi ù quân đánh ra hay cướp "
          "khàn, lượt tiếp tục sau người ù cuối cùng, tính theo thứ tự chỗ ngồi từ người đánh.",
          "project", "002 §1"),
    _rule("sc.decision.optional_claims", "decisions", "Claims are optional", "Không bắt buộc ù hay phỗng",
          "A player may pass on a possible win, pung or kong without penalty, and may discard instead of "
          "declaring a self-drawn win or a kong.",
          "Người chơi có thể bỏ qua việc ù, phỗng hay khàn mà không bị phạt, và có thể đánh bài thay vì "
          "tuyên bố ù tự mò hay khàn.",
          "project", "002 §3"),
    _rule("sc.decision.claims_at_wall_end", "decisions", "Claims on the last discard", "Lấy quân đánh cuối",
          "The discard that follows the wall's last draw may still be won on or punged. After a pung the "
          "claimer discards once more, and that discard may be won on (or punged) by the others in turn, "
          "like any discard; the deal ends when a discard is left unclaimed. It cannot be konged: no "
          "replacement is left.",
          "Quân đánh ra sau lần bốc cuối cùng vẫn có thể được ù hoặc phỗng. Phỗng xong người đó đánh thêm một "
          "quân, và những người khác vẫn có thể ù (hoặc phỗng) quân này như mọi quân đánh ra; ván kết thúc khi "
          "có một quân đánh ra không ai lấy. Không thể khàn quân đó vì không còn quân bù.",
          "project", "002 §3"),
    _rule("sc.decision.shared_tile", "decisions", "One tile, several winners", "Một quân, nhiều người ù",
          "When several players win on one discard, each counts the tile in their hand for scoring; the "
          "physical tile is placed with the first winner in seat order.",
          "Khi nhiều người cùng ù một quân, mỗi người đều tính quân đó vào bài của mình khi tính điểm; quân "
          "thật được đặt ở người ù đầu tiên theo thứ tự chỗ ngồi.",
          "project", "002 §3"),
    _rule("sc.decision.last_tile", "decisions", "What counts as the last tile", "Thế nào là quân cuối",
          "Last tile means a self-draw of the wall's final tile (a kong replacement included, which then also "
          "earns kong replacement) or a win on the discard made right after that draw.",
          "Quân cuối là tự mò quân cuối cùng của tường bài (kể cả quân bù sau khàn, khi đó được cả phiên ù "
          "quân bù) hoặc ù quân đánh ra ngay sau lần bốc đó.",
          "project", "S3"),
    _rule("sc.decision.events", "decisions", "Events must be possible", "Sự kiện phải hợp lý",
          "Scoring refuses impossible events: a kong replacement win is a self-draw with a kong among the "
          "melds; robbing a kong is never a self-draw and never on the last tile.",
          "Khi tính điểm, các sự kiện không thể xảy ra bị từ chối: ù quân bù là tự mò và phải có khàn trong "
          "các bộ đã hạ; cướp khàn không bao giờ là tự mò và không thể là quân cuối.",
          "project", "S4"),
    _rule("sc.decision.flower_pig_only", "decisions", "Flower pigs pay the pig penalty", "Hoa trư chỉ trả tiền phạt",
          "A flower pig pays 32 to each non-pig player and, like every unready player, refunds kong income, "
          "but does not also pay ready-hand values: 002 says 'other unready players' pay those.",
          "Hoa trư trả 32 cho mỗi người không phải hoa trư và, như mọi người chưa chờ, trả lại tiền khàn, "
          "nhưng không trả thêm giá trị bài chờ: tài liệu 002 ghi 'những người chưa chờ khác' mới trả khoản đó.",
          "project", "002 §5", "S7"),
    _rule("sc.decision.refund_scope", "decisions", "Which kong income is refunded", "Hoàn lại tiền khàn nào",
          "The refund covers every kong payment the player received in the deal, each returned to the player "
          "who paid it, even if that player has since won.",
          "Khoản hoàn lại gồm mọi tiền khàn người đó đã nhận trong ván, trả về đúng người đã trả, kể cả khi "
          "người đó đã ù.",
          "project", "S7"),
    _rule("sc.decision.tile_choice", "decisions", "Which copy moves", "Bản nào được đánh",
          "Actions name a tile kind; the engine moves the copy of that kind with the lowest physical "
          "number, so replays only need kinds.",
          "Nước đi chỉ ghi loại quân; chương trình di chuyển bản có số hiệu nhỏ nhất của loại đó, nên bản "
          "ghi ván chỉ cần loại quân.",
          "project", "002 §3"),
)

RULEBOOK = Rulebook(RULES, TOPICS)
RULE_IDS = frozenset(rule.id for rule in RULES)

__all__ = ["RULEBOOK", "RULES", "TOPICS", "RULE_IDS"]
