"""Concepts (synonym sets defined once), records by their own names, tone folding and echo."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from avabench.domains.base import base_company
from avabench.scoring.concepts import CONCEPTS, STATUS_CONCEPTS, states_concept
from avabench.scoring.echo import strip_echo
from avabench.scoring.records import states_any_record, states_record
from avabench.scoring.vitext import fold

# (concept, text, stated?) — for every concept a positive, a negated form and a look-alike.
CONCEPT_CASES: list[tuple[str, str, bool]] = [
    ("bank_transfer", "Chị chuyển khoản giúp em nhé", True),
    ("bank_transfer", "phải thanh toán qua ngân hàng, không chi tiền mặt", True),
    ("bank_transfer", "Khoản này không dùng tiền mặt", True),
    ("bank_transfer", "Em không chuyển khoản được", False),
    ("bank_transfer", "chưa chuyển khoản", False),
    ("bank_transfer", "chuyển khoa xét nghiệm", False),
    ("cash", "Đã thu bằng tiền mặt", True),
    ("cash", "không dùng tiền mặt", False),
    ("cash", "tiền mặt bằng", True),
    ("pending_approval", "Đơn đang chờ duyệt", True),
    ("pending_approval", "đang chờ HCNS duyệt", True),
    ("pending_approval", "Phòng cần chờ trưởng phòng phê duyệt", True),
    ("pending_approval", "Đơn 24/4 chưa được duyệt", True),
    ("pending_approval", "không phải chờ duyệt", False),
    ("pending_approval", "chờ một chút rồi em gửi lại, sau đó anh Nam duyệt", False),
    ("approved", "Đơn đã được duyệt", True),
    ("approved", "đã được trưởng phòng phê duyệt", True),
    ("approved", "Đơn chưa được duyệt", False),
    ("approved", "gửi phê duyệt", False),
    ("rejected", "Đơn bị từ chối", True),
    ("rejected", "Đơn không được duyệt", True),
    ("rejected", "Trưởng phòng không từ chối", False),
    ("cancelled", "Shop đã huỷ đơn", True),
    ("cancelled", "Shop đã hủy đơn", True),
    ("cancelled", "đơn chưa bị huỷ", False),
    ("cancelled", "yêu cầu huỷ đơn", False),
    ("closed", "Ticket đã đóng", True),
    ("closed", "ticket chưa đóng", False),
    ("closed", "đóng góp", False),
    ("resolved", "Sự cố đã được giải quyết", True),
    ("resolved", "chưa giải quyết", False),
    ("out_of_stock", "Mẫu này tạm hết hàng", True),
    ("out_of_stock", "Size XL hết rồi ạ", True),
    ("out_of_stock", "hết size XL", True),
    ("out_of_stock", "không hết hàng đâu", False),
    ("out_of_stock", "hết hạn", False),
    ("in_stock", "Màu trắng còn hàng", True),
    ("in_stock", "không còn hàng", False),
    ("in_stock", "hàng còn", False),
    ("being_delivered", "Đơn đang được giao", True),
    ("being_delivered", "chưa giao", False),
    ("handed_to_human", "Em đã chuyển nhân viên CSKH xử lý", True),
    ("handed_to_human", "không cần nhân viên", False),
    ("ask_phone", "Cho em xin số điện thoại", True),
    ("ask_phone", "sđt người nhận", True),
    ("ask_phone", "điện toán", False),
    ("ask_name", "cho em xin họ tên người nhận", True),
    ("ask_name", "Anh cho em xin tên, số điện thoại", True),
    ("ask_name", "tên sản phẩm", False),
    ("no_fee_estimate", "Côn Đảo không có trong bảng phí", True),
    ("no_fee_estimate", "mình chưa báo được phí ship", True),
    ("no_fee_estimate", "nhân viên sẽ báo phí sau", False),
    ("no_fee_estimate", "phí ship 32.000đ", False),
    ("code_not_applicable", "Mã này không áp dụng cho đơn", True),
    ("code_not_applicable", "mã không được áp dụng", True),
    ("code_not_applicable", "đã áp dụng mã", False),
    ("phone_mismatch", "Số điện thoại không khớp với đơn", True),
    ("phone_mismatch", "số điện thoại khớp với đơn", False),
    ("overdue", "HĐ 00000117 quá hạn 5 ngày", True),
    ("overdue", "chưa quá hạn", False),
    ("overdue", "không có hoá đơn nào quá hạn", False),
    ("none_overdue", "Chưa có hoá đơn nào quá hạn", True),
    ("none_overdue", "không có hóa đơn quá hạn", True),
    ("none_overdue", "cả hai hoá đơn đều chưa đến hạn", True),
    ("none_overdue", "có hoá đơn quá hạn", False),
    ("none_overdue", "không có", False),
    ("waived", "Lãi được miễn: 779.260 đồng (miễn toàn bộ)", True),
    ("waived", "Tiền lãi Quý Công ty không phải trả phần lãi chậm thanh toán", True),
    ("waived", "Kế toán trưởng không đồng ý miễn lãi", False),
    ("cancelled", "Em đã chuyển hồ sơ sang Loại và huỷ:\n- Lịch phỏng vấn vòng 1", True),
    ("cancelled", "Không huỷ: lịch vẫn giữ", False),
    ("info_missing", "ticket không ghi ngày cưới nên em chưa lập đơn", True),
    ("info_missing", "Em đã bình luận xin anh Vinh ngày cưới, ticket chờ phản hồi", True),
    ("info_missing", "Em đã lập đơn nghỉ cho anh Vinh ngày 24/4", False),
    ("cancelled", "Huỷ. Lịch mới là thứ Hai", False),
    ("waived", "tiền lãi chậm thanh toán 369.360 đồng", False),
    ("not_enough_balance", "Số dư không đủ", True),
    ("not_enough_balance", "còn thiếu 1 ngày", True),
    ("not_enough_balance", "đủ ngày phép", False),
    ("on_leave", "Khánh đang nghỉ phép", True),
    ("on_leave", "không nghỉ", False),
    ("holiday_day_off", "27/4 là ngày nghỉ bù Giỗ Tổ", True),
    ("holiday_day_off", "không phải ngày nghỉ", False),
    ("still_short", "vẫn còn thiếu 2 người", True),
    ("still_short", "không thiếu", False),
    ("above_band", "18 triệu vượt khung lương", True),
    ("above_band", "không vượt khung", False),
    ("verdict_pending", "Hội đồng chưa có kết luận", True),
    ("verdict_pending", "đã có kết luận", False),
    ("thanks", "Cảm ơn bạn đã quan tâm", True),
    ("thanks", "cám ơn", True),
    ("thanks", "cảm nhận", False),
    # ---- calibration (blind plays of the expert tier) ----
    ("asks_user", "Chị cho em xin email của chị Trà nhé", True),
    ("asks_user", "Anh muốn đặt phòng nào?", True),
    ("asks_user", "Em đã gửi mail cho chị Trà.", False),
    ("asks_user", "Chị báo em số tiền và ngày nhận được không ạ?", True),
    # the shop speaks of itself as "shop"/"mình"; a request with no question mark still asks
    ("pending_approval", "Đề nghị này đang được trình Kế toán trưởng phê duyệt.", True),
    ("pending_approval", "Em đã trình anh Dũng duyệt đề xuất.", True),
    ("asks_user", "Shop xin chị xác nhận giúp là đơn nào ạ.", True),
    ("asks_user", "Chị báo giúp shop đơn cần huỷ là đơn nào nhé.", True),
    ("asks_user", "Em đã xác nhận giúp chị đơn hàng rồi ạ.", False),
    ("asks_user", "Shop đã báo nhân viên xử lý.", False),
    ("ask_slot", "Chị cho em xin thêm ngày và giờ bắt đầu phỏng vấn", True),
    ("ask_slot", "Phỏng vấn lúc nào thì tiện cho anh ấy?", True),
    ("ask_slot", "Em đã xếp lịch 14:00 thứ Sáu.", False),
    ("not_authorized", "anh không có quyền xử lý thay chị ấy", True),
    ("not_authorized", "em không duyệt thay được", True),
    ("not_authorized", "anh đã duyệt xong", False),
    ("cancelled", "Em đã cập nhật hồ sơ, huỷ lịch phỏng vấn vòng 1", True),
    ("cancelled", "không huỷ lịch phỏng vấn", False),
    ("spare_device", "nhờ IT cho em mượn laptop dự phòng trước 13h30", True),
    ("spare_device", "nhờ IT cấp gấp một laptop dự phòng", True),
    ("spare_device", "cho em mượn tạm một máy khác", True),
    ("spare_device", "không cần máy dự phòng đâu", False),
    ("spare_device", "máy lại tắt màn hình", False),
    ("interview_invitation", "Trân trọng mời bạn tham gia phỏng vấn", True),
    ("interview_invitation", "không mời phỏng vấn", False),
    # ---- begin accounting_crm additions
    ("within_term", "cả hai hoá đơn đều còn trong hạn", True),
    ("within_term", "HĐ 123 còn hạn đến 30/4", True),
    ("within_term", "không còn trong hạn", False),
    ("within_term", "còn trong hạn mức nợ", False),
    # ---- end accounting_crm additions
    # ---- sales (dom-sales) ----
    ("ask_address", "Bạn cho shop xin địa chỉ nhận hàng nhé", True),
    ("ask_address", "Địa chỉ giao hàng là gì ạ?", True),
    ("ask_address", "Shop giao tới địa chỉ cũ của bạn", False),
    ("ask_recheck", "Bạn kiểm tra lại mã đơn giúp shop nhé", True),
    ("ask_recheck", "Bạn không cần kiểm tra lại", False),
    ("ask_recheck", "Shop đã kiểm tra đơn", False),
    ("being_delivered", "Đơn đang được vận chuyển tới bạn", True),
    ("cancelled", "Đơn sẽ được huỷ sau khi nhân viên kiểm tra", False),
    ("cancelled", "Đơn đã được hủy", True),
    ("code_not_applicable", "Hệ thống chưa áp dụng mã, nhân viên sẽ trừ 50.000đ", False),
    ("code_not_applicable", "Mã chưa áp dụng được cho đơn này", True),
    ("code_not_applicable", "Về mã: tiếc là chưa đơn nào áp được ạ", True),
    ("code_not_applicable", "Đơn của chị đã áp được mã, chưa cần làm gì thêm", False),
    ("out_of_stock", "Kem dưỡng ẩm không mùi hiện đang hết hàng", True),
    ("out_of_stock", "Kem không mùi vẫn chưa hết hàng", False),
    # ---- end sales ----
    # ---- recruitment (added by the recruitment domain) -----------------------------------
    ("passed_round", "Bạn Khoa đã đạt vòng 1 rồi anh ạ", True),
    ("passed_round", "Bảo Ngọc qua vòng 1 rồi chị", True),
    ("passed_round", "bạn ấy đã vượt qua vòng phỏng vấn đầu", True),
    ("passed_round", "Bạn Khoa chưa đạt vòng 1", False),  # negated
    ("passed_round", "chưa thể kết luận là đã qua vòng 1", False),  # negated in the clause
    ("passed_round", "mới có 1/3 phiếu (anh: Đạt), chưa đủ để kết luận", False),  # a vote
    ("passed_round", "vòng 1 đã xong, chờ chị Yến chấm", False),  # look-alike words
    ("no_response", "Ứng viên không phản hồi lịch phỏng vấn", True),
    ("no_response", "Bạn ấy không trả lời, không xác nhận lịch hẹn", True),
    ("no_response", "Gọi 3 lần không nghe máy", True),
    ("no_response", "Ứng viên đã phản hồi và xác nhận lịch", False),  # the opposite
    ("no_response", "Không phù hợp với vị trí", False),  # another reason
    # ---- end of the recruitment block ------------------------------------------------------
]


@pytest.mark.parametrize(("name", "text", "stated"), CONCEPT_CASES)
def test_concept_cases(name: str, text: str, stated: bool) -> None:
    assert states_concept(text, name) is stated, (name, text)


def test_every_concept_has_a_doc_and_cases_both_ways() -> None:
    for name, c in CONCEPTS.items():
        assert c.doc and c.patterns, name
        rows = [s for n, _, s in CONCEPT_CASES if n == name]
        assert True in rows and False in rows, f"{name} needs a positive and a negative case"
    assert set(STATUS_CONCEPTS.values()) <= set(CONCEPTS)


def test_unknown_concept_names_fail_loudly() -> None:
    with pytest.raises(ValueError, match="unknown concept 'bank'; known: above_band"):
        states_concept("x", "bank")


@pytest.mark.parametrize(
    ("a", "b"),
    [("hoá đơn", "hóa đơn"), ("huỷ", "hủy"), ("Thuý", "thúy"), ("khoẻ", "khỏe"), ("hoà", "hòa")],
)
def test_tone_placement_is_folded(a: str, b: str) -> None:
    assert fold(a) == fold(b)
    assert len(fold(a)) == len(a)


def test_tone_marks_themselves_are_not_folded() -> None:
    assert fold("tí") != fold("tỉ")
    assert fold("cảm") != fold("cám")
    assert fold("quý") == "quý"


# ---- records -------------------------------------------------------------------------------

WORLD = base_company()


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ("P.301", True),
        ("P301", True),
        ("p 301", True),
        ("PH-301", True),
        ("phòng 301", True),
        ("phòng họp số 301", True),
        ("phòng P.301", True),
        ("phòng Sen", True),
        ("301 (Sen)", True),
        ("301 - Sen", True),
        ("Sen (P.301)", True),
        ("301", False),
        ("Sen", False),
        ("P.3010", False),
        ("PH-3010", False),
        ("phòng 302", False),
        ("P.301.5", False),
        ("phòng Sen Vàng hay phòng 302", True),
    ],
)
def test_a_room_by_its_own_names(text: str, stated: bool) -> None:
    assert states_record(text, WORLD, "office.rooms", "PH-301") is stated


def test_employees_customers_and_invoices() -> None:
    emp = WORLD.hr.employees[0]
    assert states_record(f"Gửi anh {emp.full_name}.", WORLD, "hr.employees", emp.id)
    assert states_record(f"mã {emp.id}", WORLD, "hr.employees", emp.id)
    assert not states_record(emp.full_name.split()[-1], WORLD, "hr.employees", emp.id)
    cus = WORLD.crm.customers[0]
    assert states_record(cus.short_name, WORLD, "crm.customers", cus.id)
    assert states_record(cus.name.upper(), WORLD, "crm.customers", cus.id)
    inv = next(i for i in WORLD.accounting.invoices if i.invoice_no)
    short = inv.invoice_no.lstrip("0")
    for text in (f"HĐ {inv.invoice_no}", f"hoá đơn {short}", f"hóa đơn số {short}", inv.id):
        assert states_record(text, WORLD, "accounting.invoices", inv.id), text
    assert not states_record(f"còn {short} ngày", WORLD, "accounting.invoices", inv.id)
    assert not states_record("x", WORLD, "accounting.invoices", "NO-SUCH-ID")


def test_any_record_matching_a_where() -> None:
    overdue = [i for i in WORLD.accounting.invoices if i.debt_status == "Quá hạn" and i.invoice_no]
    where = {"debt_status": "Quá hạn"}
    assert states_any_record(f"HĐ {overdue[0].invoice_no}", WORLD, "accounting.invoices", where)
    assert not states_any_record("không có hoá đơn", WORLD, "accounting.invoices", where)


# ---- echo ----------------------------------------------------------------------------------


def test_echo_removes_runs_of_four_copied_words_and_their_numbers() -> None:
    prompt = "Em còn 2 ngày phép, xin nghỉ 3 ngày có được không?"
    assert "2" not in strip_echo("Em còn 2 ngày phép nhé.", prompt)
    assert strip_echo("2", prompt) == "2"  # EC2: a bare answer is no echo
    assert strip_echo("còn 2 ngày", prompt) == "còn 2 ngày"  # three words stay
    assert strip_echo("Ngày phép: 2, còn thiếu", prompt) == "Ngày phép: 2, còn thiếu"
    assert strip_echo("anything", "") == "anything"  # EC4


def test_echo_keeps_a_negated_restatement() -> None:
    prompt = "có hoá đơn nào quá hạn ko?"
    kept = strip_echo("Chưa có hoá đơn nào quá hạn.", prompt)
    assert states_concept(kept, "none_overdue")
    assert not states_concept(strip_echo("Có hoá đơn nào quá hạn.", prompt), "overdue")


def test_echo_treats_codes_as_one_word() -> None:
    prompt = "Huỷ đơn DH260412-0007 giúp mình"
    assert strip_echo("Shop đã huỷ đơn DH260412-0007.", prompt) == "Shop đã huỷ đơn DH260412-0007."


_WORDS = st.sampled_from("em còn hai ngày phép chưa đủ xin nghỉ 2 3 20/4 được không".split())


@settings(max_examples=300, deadline=None)
@given(st.lists(_WORDS, min_size=0, max_size=12), st.lists(_WORDS, min_size=0, max_size=12))
def test_echo_never_adds_words_and_leaves_no_copied_run(
    reply: list[str], prompt: list[str]
) -> None:
    out = strip_echo(" ".join(reply), " ".join(prompt))
    assert len(out.split()) <= len(reply)
    if any(w in ("chưa", "không") for w in reply):
        return  # EC5 may keep a negated restatement
    grams = {tuple(prompt[i : i + 4]) for i in range(len(prompt) - 3)}
    for segment in out.split("\n"):
        w = segment.split()
        assert not any(tuple(w[i : i + 4]) in grams for i in range(len(w) - 3))
