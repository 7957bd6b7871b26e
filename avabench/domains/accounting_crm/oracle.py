"""Reference solutions (``ORACLES``) and deliberately wrong ones (``ANTI_ORACLES``) for the
accounting / CRM tasks. Every anti-oracle carries a ``label`` naming its mistake."""

from __future__ import annotations

from avabench.task import Script, ToolCall, call, script

P = "accounting_crm."
DOMAIN = "minhlong.vn"


def new_opportunity(**arguments: object) -> ToolCall:
    """``crm_create_opportunity`` (its ``name`` argument clashes with :func:`call`)."""
    return ToolCall(name="crm_create_opportunity", arguments=arguments)


# -- shared bodies ---------------------------------------------------------------------------

_HAI_DANG_BODY = (
    "Kính gửi Quý khách Công ty Cổ phần Logistics Hải Đăng,\n\n"
    "Theo sổ sách của Minh Long, Quý khách còn các khoản quá hạn sau:\n"
    "- HĐ 00000007 ngày 08/01/2026, hạn 07/02/2026: còn phải thu 26.440.000 đ\n"
    "- HĐ 00000108 ngày 13/03/2026, hạn 12/04/2026: còn phải thu 14.580.000 đ\n"
    "Tổng còn phải thanh toán: 41.020.000 đ.\n\n"
    "Kính đề nghị Quý khách thu xếp thanh toán trước ngày 24/04/2026.\n\n"
    "Trân trọng,\nNguyễn Thị Ngọc Lan – Kế toán công nợ, Công ty CP Công nghệ Minh Long"
)
_SAO_VIET_BODY = (
    "Kính gửi Quý khách Công ty Cổ phần Đầu tư Sao Việt,\n\n"
    "Theo sổ sách của Minh Long, Quý khách còn các khoản quá hạn sau:\n"
    "- HĐ 00000368 ngày 10/11/2025, hạn 10/12/2025: còn phải thu 48.600.000 đ\n"
    "- HĐ 00000030 ngày 26/01/2026, hạn 25/02/2026: còn phải thu 14.580.000 đ\n"
    "Tổng còn phải thanh toán: 63.180.000 đ.\n\n"
    "Kính đề nghị Quý khách thu xếp thanh toán trước ngày 24/04/2026.\n\n"
    "Trân trọng,\nNguyễn Thị Ngọc Lan – Kế toán công nợ, Công ty CP Công nghệ Minh Long"
)
_HCM_REPORT = (
    "Chị Hương ơi, em gửi chị báo cáo công nợ quá hạn chi nhánh TP.HCM tính đến 16/04/2026:\n"
    "- Công ty TNHH Hoàng Gia Phát: 32.400.000 đ (HĐ 00000040, quá hạn 42 ngày)\n"
    "- Doanh nghiệp tư nhân Thành Đạt: 19.332.000 đ (HĐ 00000034, quá hạn 63 ngày)\n"
    "- Công ty TNHH MTV Xây dựng Hoàng Long: 98.760.000 đ (HĐ 00000395 quá hạn 102 ngày, "
    "HĐ 00000072 quá hạn 22 ngày)\n"
    "Tổng nợ quá hạn: 150.492.000 đ. Lâu nhất là Hoàng Long.\n\nEm Lan"
)
_AN_PHAT_Q1 = (
    "Chào anh Dũng,\n\nEm gửi anh số liệu đối chiếu công nợ giữa An Phát và Minh Long đến "
    "31/03/2026, các hoá đơn còn phải thu:\n"
    "- HĐ 00000043 ngày 05/02/2026: 18.468.000 đ\n"
    "- HĐ 00000084 ngày 02/03/2026: 21.384.000 đ\n"
    "- HĐ 00000106 ngày 12/03/2026: 24.840.000 đ\n"
    "- HĐ 00000123 ngày 31/03/2026: 30.132.000 đ\n"
    "Tổng còn phải thu tại 31/03/2026: 94.824.000 đ.\n\n"
    "Anh kiểm tra giúp em, nếu khớp em gửi biên bản để hai bên ký ạ.\n\nEm Lan – Kế toán công nợ"
)


def _vat_lines(vpn_rate: float = 10.0, crm_rate: float = 8.0) -> list[dict]:
    return [
        {"item_name": "Phần mềm MinhLong CRM – thuê bao 12 tháng, gói 20 người dùng",
         "quantity": 1, "unit_price_vnd": 24_000_000, "vat_rate": crm_rate, "unit": "Gói",
         "item_code": "CRM20"},
        {"item_name": "Dịch vụ kênh truyền VPN doanh nghiệp", "quantity": 12,
         "unit_price_vnd": 2_000_000, "vat_rate": vpn_rate, "unit": "Tháng", "item_code": "VPN"},
    ]  # fmt: skip


ORACLES: dict[str, Script] = {
    # ---------------------------------------------------------------- hard
    P + "receipt_fifo_branch": script(
        call("amismail_search_mail", query="Thép Đông Á Đà Nẵng chuyển khoản"),
        call("crm_search_customer", query="Thép Đông Á Đà Nẵng"),
        call("acc_get_customer_debt", customer_id="KH00007"),
        call(
            "acc_create_receipt",
            customer_id="KH00007",
            amount_vnd=55_000_000,
            method="chuyen_khoan",
            allocations=[
                {"invoice_id": "BH00514", "amount_vnd": 40_000_000},
                {"invoice_id": "BH00529", "amount_vnd": 15_000_000},
            ],
            receipt_date="2026-04-15",
            payer="Chi nhánh Công ty Cổ phần Thép Đông Á tại Đà Nẵng",
        ),
        reply=(
            "Em đã ghi nhận thu tiền gửi 55.000.000 đ của Chi nhánh Thép Đông Á tại Đà Nẵng "
            "(KH00007): trừ hết HĐ 00000102 (40.000.000 đ) và 15.000.000 đ vào HĐ 00000117. "
            "HĐ 00000117 còn nợ 13.000.000 đ, hạn 08/05/2026."
        ),
    ),
    P + "mark_overdue_an_phat": script(
        call("crm_search_customer", query="An Phát"),
        call(
            "acc_search_invoices",
            customer_id="KH00001",
            issue_date_from="2026-03-01",
            issue_date_to="2026-03-31",
        ),
        call(
            "acc_update_invoice_status",
            invoice_id="BH00496",
            debt_status="Quá hạn",
            note="Quá hạn từ 01/04/2026",
        ),
        call(
            "acc_update_invoice_status",
            invoice_id="BH00518",
            debt_status="Quá hạn",
            note="Quá hạn từ 11/04/2026, đã thu một phần 10.000.000 đ",
        ),
        reply=(
            "Mình đã chuyển 2 hoá đơn tháng 3 của An Phát sang Quá hạn: HĐ 00000084 (hạn 01/04) "
            "và HĐ 00000106 (hạn 11/04, còn 14.840.000 đ). HĐ 00000123 hạn 30/04 nên vẫn Chưa "
            "đến hạn, mình giữ nguyên."
        ),
    ),
    P + "reminders_hn_over_60": script(
        call("acc_get_receivable_aging", branch="Hà Nội"),
        call("acc_search_invoices", customer_id="KH00012", open_only=True),
        call("acc_search_invoices", customer_id="KH00005", open_only=True),
        call("crm_get_customer", customer_id="KH00012"),
        call("crm_get_customer", customer_id="KH00005"),
        call("document_qa", question="nhắc nợ khách hàng CC chủ sở hữu nghỉ việc"),
        call(
            "amismail_write_mail",
            to=["linh.ctt@haidanglogistics.vn"],
            cc=[f"long.bd@{DOMAIN}"],
            subject="[Minh Long] Đề nghị thanh toán công nợ – Công ty CP Logistics Hải Đăng",
            body=_HAI_DANG_BODY,
        ),
        call(
            "amismail_write_mail",
            to=["thanh.tv@saoviet.com.vn"],
            cc=[f"tuan.nm@{DOMAIN}"],
            subject="[Minh Long] Đề nghị thanh toán công nợ – Công ty CP Đầu tư Sao Việt",
            body=_SAO_VIET_BODY,
        ),
        reply=(
            "Chị ơi em đã gửi 2 thư nhắc nợ: Hải Đăng (còn 26.440.000 đ quá hạn 68 ngày, CC anh "
            "Long – chủ sở hữu trên CRM) và Sao Việt (48.600.000 đ quá hạn 127 ngày; anh Sơn đã "
            "nghỉ nên em CC anh Tuấn trưởng phòng)."
        ),
    ),
    P + "route_quote_owner_on_leave": script(
        call("amismail_search_mail", query="Hoàng Gia báo giá 50 user"),
        call("crm_search_customer", query="Hoàng Gia"),
        call("crm_get_customer", customer_id="KH00003"),
        call("document_qa", question="chuyển thư yêu cầu báo giá của khách hàng cho ai"),
        call(
            "timesheet_list_leave_requests",
            employee_id="NV000014",
            from_date="2026-04-16",
            to_date="2026-04-16",
        ),
        call(
            "amismail_forward_mail",
            message_id="TH000066",
            to=[f"hai.tv@{DOMAIN}"],
            cc=[f"khanh.lq@{DOMAIN}"],
            note=(
                "Anh Hải, khách Hoàng Gia hỏi báo giá gói 50 user ML ERP, cần trước 22/04. Khánh "
                "nghỉ phép hôm nay và mai nên anh xử lý giúp nhé."
            ),
        ),
        reply=(
            "Anh ơi, khách Hoàng Gia do Khánh phụ trách nhưng Khánh nghỉ phép 16–17/4, nên em "
            "đã chuyển thư cho anh Hải (quản lý trực tiếp của Khánh), CC Khánh."
        ),
    ),
    P + "vat_invoice_mixed_rates": script(
        call("document_qa", question="thuế suất GTGT phần mềm và kênh truyền VPN năm 2026"),
        call("crm_search_customer", query="Mộc Việt"),
        call(
            "acc_create_sales_invoice",
            customer_id="KH00016",
            lines=_vat_lines(),
            description="Thuê bao CRM 20 user và kênh truyền VPN 12 tháng",
        ),
        reply=(
            "Chị ơi em đã lập hoá đơn nháp cho Mộc Việt: CRM 20 user 24.000.000 đ thuế 8% và "
            "VPN 12 tháng 24.000.000 đ thuế 10% (viễn thông không được giảm). Tiền hàng "
            "48.000.000 đ, thuế GTGT 4.320.000 đ, tổng thanh toán 52.320.000 đ. Hoá đơn đang "
            "Chưa phát hành."
        ),
    ),
    P + "hcm_overdue_report_internal": script(
        call("amismail_search_address_book", query="Hương"),
        call("acc_get_receivable_aging", branch="TP.HCM"),
        call("acc_search_invoices", query="", min_days_overdue=1),
        call(
            "amismail_write_mail",
            to=[f"huong.dt@{DOMAIN}"],
            subject="Báo cáo công nợ quá hạn chi nhánh TP.HCM đến 16/04/2026",
            body=_HCM_REPORT,
        ),
        reply=(
            "Mình đã gửi chị Đỗ Thu Hương báo cáo. Tổng nợ quá hạn chi nhánh HCM là "
            "150.492.000 đ (Hoàng Long 98.760.000 đ, Hoàng Gia Phát 32.400.000 đ, Thành Đạt "
            "19.332.000 đ)."
        ),
    ),
    P + "reconcile_an_phat_q1": script(
        call("amismail_search_mail", query="Đối chiếu công nợ An Phát"),
        call("amismail_read_mail", message_id="TH000071"),
        call("acc_get_receivable_aging", as_of="2026-03-31", customer_id="KH00001"),
        call("acc_search_invoices", customer_id="KH00001", issue_date_to="2026-03-31"),
        call("acc_list_receipts", customer_id="KH00001", date_from="2026-04-01"),
        call("amismail_reply_mail", message_id="TH000071", body=_AN_PHAT_Q1, reply_all=True),
        reply=(
            "Em đã trả lời anh Dũng (An Phát), CC Nam: tổng còn phải thu tại 31/03 là "
            "94.824.000 đ (HĐ 106 tại 31/03 còn 24.840.000 đ, ngày 14/04 khách đã trả thêm 10 tr)."
        ),
    ),
    P + "opportunity_quote_stage_forecast": script(
        call("crm_search_opportunities", query="Hoàng Gia"),
        call(
            "crm_update_opportunity",
            opportunity_id="CH00004",
            stage="Báo giá",
            amount_vnd=580_000_000,
            expected_close_date="2026-05-15",
        ),
        call(
            "crm_create_activity",
            kind="Nhiệm vụ",
            subject="Gửi báo giá HRM cho Hoàng Gia",
            customer_id="KH00003",
            due_date="2026-04-17",
            opportunity_id="CH00004",
        ),
        reply=(
            "Đã chuyển cơ hội 'Hoàng Gia – Hệ thống HRM và chấm công 200 nhân sự' sang Báo giá "
            "(70%), 580 triệu, dự kiến ký 15/05, và tạo nhiệm vụ gửi báo giá hạn thứ Sáu 17/04. "
            "Doanh số dự kiến: 406 triệu."
        ),
    ),
    # ---------------------------------------------------------------- basic
    P + "payment_term_an_phat_hung": script(
        call("crm_search_customer", query="An Phát Hưng"),
        call("acc_list_payment_terms"),
        call("acc_update_payment_term", customer_id="KH00002", payment_term_id="DKTT45"),
        reply="Đã đổi điều khoản thanh toán của An Phát Hưng sang DKTT45 – 45 ngày.",
    ),
    P + "branch_debt_question": script(
        call("crm_search_customer", query="Thép Đông Á Đà Nẵng"),
        call("acc_get_customer_debt", customer_id="KH00007"),
        reply=(
            "Chi nhánh Thép Đông Á Đà Nẵng còn nợ 68.000.000 đ: HĐ 00000102 40.000.000 đ (hạn "
            "24/04) và HĐ 00000117 28.000.000 đ (hạn 08/05). Chưa có hoá đơn nào quá hạn."
        ),
    ),
    P + "cash_receipt_partial": script(
        call("crm_search_customer", query="Thành Đạt"),
        call("acc_get_invoice", invoice_id="34"),
        call(
            "acc_create_receipt",
            customer_id="KH00008",
            amount_vnd=3_000_000,
            method="tien_mat",
            allocations=[{"invoice_id": "BH00446", "amount_vnd": 3_000_000}],
            payer="Nguyễn Thị Mỹ Linh",
        ),
        reply="Em đã lập phiếu thu 3.000.000 đ của Thành Đạt, trừ vào HĐ 00000034 (còn 16.332.000 đ).",
    ),
    P + "issue_einvoice_hoang_gia": script(
        call("acc_search_invoices", query="Hoàng Gia", einvoice_status="Chưa phát hành"),
        call("acc_issue_einvoice", invoice_id="BH00543", send_to_customer=True),
        reply="Đã phát hành HĐ 00000131 (ký hiệu 1C26TAA) cho Hoàng Gia và gửi cho khách.",
    ),
    P + "opportunity_lost_competitor": script(
        call("crm_search_opportunities", query="Hoàng Gia Phát"),
        call(
            "crm_update_opportunity",
            opportunity_id="CH00005",
            stage="Kết thúc thua",
            lost_reason="Chọn đối thủ",
        ),
        reply="Đã chuyển cơ hội phần mềm kho của Hoàng Gia Phát sang Kết thúc thua (Chọn đối thủ).",
    ),
    P + "create_opportunity_moc_viet": script(
        call("crm_search_customer", query="Mộc Việt"),
        new_opportunity(
            customer_id="KH00016",
            name="Mộc Việt – Gói HRM 50 user",
            amount_vnd=150_000_000,
            expected_close_date="2026-06-30",
        ),
        reply="Đã tạo cơ hội 'Mộc Việt – Gói HRM 50 user' 150 triệu, dự kiến chốt 30/06/2026.",
    ),
    P + "call_task_right_long": script(
        call("crm_search_customer", query="Hải Đăng"),
        call("crm_get_customer", customer_id="KH00012"),
        call(
            "crm_create_activity",
            kind="Cuộc gọi",
            subject="Gọi lại anh Đăng giới thiệu phần mềm quản lý vận tải",
            customer_id="KH00012",
            due_date="2026-04-20",
            assignee_id="NV000016",
            contact_id="LH00035",
            opportunity_id="CH00015",
        ),
        reply="Đã giao Bùi Đức Long cuộc gọi cho anh Mai Xuân Đăng (Hải Đăng) vào thứ Hai 20/04.",
    ),
    P + "transfer_sao_viet": script(
        call("crm_search_customer", query="Sao Việt"),
        call("hrm_search_employee", query="Hải", department="Kinh doanh"),
        call("crm_transfer_owner", customer_id="KH00005", new_owner_id="NV000011"),
        reply="Đã bàn giao Sao Việt và cơ hội đang mở CH00006 cho anh Trần Văn Hải.",
    ),
    P + "update_phone_an_phat": script(
        call("crm_search_customer", query="An Phát"),
        call("crm_update_customer", customer_id="KH00001", phone="024 3776 9999"),
        reply="Đã cập nhật số điện thoại An Phát thành 024 3776 9999.",
    ),
    P + "receipts_binh_minh_march": script(
        call("crm_search_customer", query="Bình Minh"),
        call(
            "acc_list_receipts", customer_id="KH00010", date_from="2026-03-01", date_to="2026-03-31"
        ),
        reply="Tháng 3 Dược Bình Minh chuyển 1 lần ngày 25/03, tổng 20.000.000 đ.",
    ),
    P + "doubtful_debt_hoang_long": script(
        call("acc_search_invoices", query="395"),
        call(
            "acc_update_invoice_status",
            invoice_id="BH00399",
            debt_status="Nợ khó đòi",
            note="Quá hạn hơn 90 ngày, khách không liên lạc được",
        ),
        reply="Đã chuyển HĐ 00000395 của Hoàng Long sang Nợ khó đòi (còn 59.880.000 đ).",
    ),
    P + "contact_email_an_phat_hung": script(
        call("crm_search_customer", query="An Phát Hưng"),
        call("crm_list_contacts", customer_id="KH00002"),
        reply="Kế toán An Phát Hưng là chị Vũ Thị Hạnh, email ketoan@anphathung.vn.",
    ),
}


ANTI_ORACLES: dict[str, list[Script]] = {
    P + "receipt_fifo_branch": [
        script(
            call(
                "acc_create_receipt",
                customer_id="KH00006",
                amount_vnd=55_000_000,
                method="chuyen_khoan",
                allocations=[{"invoice_id": "BH00491", "amount_vnd": 55_000_000}],
            ),
            reply="Đã ghi nhận 55.000.000 đ, trừ hết HĐ 00000079 (55 triệu) của Thép Đông Á.",
            label="records the payment on the parent company's 55 tr invoice",
        ),
        script(
            call(
                "acc_create_receipt",
                customer_id="KH00007",
                amount_vnd=55_000_000,
                method="tien_mat",
                allocations=[
                    {"invoice_id": "BH00514", "amount_vnd": 40_000_000},
                    {"invoice_id": "BH00529", "amount_vnd": 15_000_000},
                ],
            ),
            reply="Đã lập phiếu thu 55 triệu. HĐ 117 còn 13.000.000 đ.",
            label="cash phiếu thu (TK 1111) for a bank transfer",
        ),
        script(
            call(
                "acc_create_receipt",
                customer_id="KH00007",
                amount_vnd=55_000_000,
                method="chuyen_khoan",
                allocations=[
                    {"invoice_id": "BH00529", "amount_vnd": 28_000_000},
                    {"invoice_id": "BH00514", "amount_vnd": 27_000_000},
                ],
            ),
            reply="Đã trừ 28 triệu vào HĐ 117 và 27 triệu vào HĐ 102; HĐ 102 còn 13.000.000 đ.",
            label="allocates to the newest invoice first",
        ),
        script(
            call("acc_get_customer_debt", customer_id="KH00007"),
            call(
                "acc_create_receipt",
                customer_id="KH00007",
                amount_vnd=55_000_000,
                method="chuyen_khoan",
                allocations=[
                    {"invoice_id": "BH00514", "amount_vnd": 40_000_000},
                    {"invoice_id": "BH00529", "amount_vnd": 15_000_000},
                ],
            ),
            reply="Đã ghi nhận 55 triệu, các hoá đơn đã thanh toán đủ.",
            label="right receipt, but tells the user nothing is left (13 tr still open)",
        ),
        script(
            call(
                "acc_create_receipt",
                customer_id="KH00006",
                amount_vnd=55_000_000,
                method="chuyen_khoan",
                allocations=[
                    {"invoice_id": "BH00542", "amount_vnd": 7_776_000},
                    {"invoice_id": "BH00491", "amount_vnd": 47_224_000},
                ],
            ),
            reply="Đã ghi nhận 55 triệu cho Thép Đông Á. HĐ 00000079 còn 7.776.000 đ.",
            label="records the transfer on the parent company, newest invoice first",
        ),
    ],
    P + "mark_overdue_an_phat": [
        script(
            call("acc_update_invoice_status", invoice_id="BH00496", debt_status="Quá hạn"),
            call("acc_update_invoice_status", invoice_id="BH00518", debt_status="Quá hạn"),
            call(
                "acc_update_invoice_status",
                invoice_id="BH00511",
                debt_status="Quá hạn",
                note="An Phát tháng 3",
            ),
            reply="Đã chuyển 3 hoá đơn tháng 3 sang Quá hạn; HĐ 123 hạn 30/04 chưa đến hạn.",
            label="also marks the look-alike An Phát Hưng's March invoice",
        ),
        script(
            call("acc_update_invoice_status", invoice_id="BH00496", debt_status="Quá hạn"),
            reply="Đã chuyển HĐ 84 sang Quá hạn; HĐ 123 hạn 30/04 chưa đến hạn.",
            label="skips the partly paid invoice HĐ 106",
        ),
        script(
            call("acc_update_invoice_status", invoice_id="BH00496", debt_status="Quá hạn"),
            call("acc_update_invoice_status", invoice_id="BH00518", debt_status="Quá hạn"),
            reply="Xong, đã chuyển các hoá đơn tháng 3 của An Phát sang Quá hạn.",
            label="silently leaves out the not-yet-due invoice without telling the user",
        ),
    ],
    P + "reminders_hn_over_60": [
        script(
            call(
                "amismail_write_mail",
                to=["linh.ctt@haidanglogistics.vn"],
                cc=[f"hai.tv@{DOMAIN}"],
                subject="Nhắc nợ Hải Đăng",
                body=_HAI_DANG_BODY,
            ),
            call(
                "amismail_write_mail",
                to=["thanh.tv@saoviet.com.vn"],
                cc=[f"tuan.nm@{DOMAIN}"],
                subject="Nhắc nợ Sao Việt",
                body=_SAO_VIET_BODY,
            ),
            reply="Đã gửi 2 thư nhắc nợ.",
            label="CCs the stale accounting salesperson (Hải) instead of the CRM owner (Long)",
        ),
        script(
            call(
                "amismail_write_mail",
                to=["linh.ctt@haidanglogistics.vn", "thanh.tv@saoviet.com.vn"],
                cc=[f"long.bd@{DOMAIN}", f"tuan.nm@{DOMAIN}"],
                subject="Nhắc nợ quá hạn",
                body=_HAI_DANG_BODY + "\n\n" + _SAO_VIET_BODY,
            ),
            reply="Đã gửi thư nhắc nợ chung cho 2 khách.",
            label="one mail to both customers: leaks each customer's debt to the other",
        ),
        script(
            call(
                "amismail_write_mail",
                to=["linh.ctt@haidanglogistics.vn"],
                cc=[f"long.bd@{DOMAIN}"],
                subject="Nhắc nợ Hải Đăng",
                body=_HAI_DANG_BODY,
            ),
            call(
                "amismail_write_mail",
                to=["thanh.tv@saoviet.com.vn"],
                cc=[f"tuan.nm@{DOMAIN}"],
                subject="Nhắc nợ Sao Việt",
                body=_SAO_VIET_BODY,
            ),
            call(
                "amismail_write_mail",
                to=["long.hv@hoanglongxd.vn"],
                cc=[f"bao.tq@{DOMAIN}"],
                subject="Nhắc nợ Hoàng Long",
                body="Quý khách còn nợ HĐ 00000395: 59.880.000 đ quá hạn 102 ngày.",
            ),
            reply="Đã gửi 3 thư nhắc nợ.",
            label="also reminds a TP.HCM customer",
        ),
        script(
            call(
                "amismail_write_mail",
                to=["linh.ctt@haidanglogistics.vn"],
                cc=[f"long.bd@{DOMAIN}"],
                subject="Nhắc nợ Hải Đăng",
                body="Quý khách còn nợ HĐ 00000007 tổng 46.440.000 đ.",
            ),
            call(
                "amismail_write_mail",
                to=["thanh.tv@saoviet.com.vn"],
                subject="Nhắc nợ Sao Việt",
                body=_SAO_VIET_BODY,
            ),
            reply="Đã gửi 2 thư nhắc nợ.",
            label="quotes the invoice total instead of what is left; Sao Việt mail has no CC",
        ),
        script(
            call(
                "amismail_write_mail",
                to=["linh.ctt@haidanglogistics.vn"],
                cc=[f"long.bd@{DOMAIN}"],
                subject="Nhắc nợ Hải Đăng",
                body=_HAI_DANG_BODY,
            ),
            call(
                "amismail_write_mail",
                to=["thanh.tv@saoviet.com.vn"],
                cc=[f"tuan.nm@{DOMAIN}"],
                subject="Nhắc nợ Sao Việt",
                body=_SAO_VIET_BODY,
            ),
            call(
                "amismail_write_mail",
                to=["dung.dt@anphat.com.vn"],
                cc=[f"nam.hv@{DOMAIN}"],
                subject="Nhắc nợ An Phát",
                body="Quý khách còn nợ HĐ 00000043 ngày 05/02/2026: 18.468.000 đ, đã quá hạn.",
            ),
            reply="Đã gửi 3 thư nhắc nợ.",
            label="also reminds An Phát, overdue only 40 days (reads the threshold as 30 days)",
        ),
        script(
            call("acc_get_receivable_aging"),
            call(
                "amismail_write_mail",
                to=["linh.ctt@haidanglogistics.vn"],
                cc=[f"long.bd@{DOMAIN}"],
                subject="Nhắc nợ Hải Đăng",
                body=_HAI_DANG_BODY,
            ),
            call(
                "amismail_write_mail",
                to=["thanh.tv@saoviet.com.vn"],
                cc=[f"tuan.nm@{DOMAIN}"],
                subject="Nhắc nợ Sao Việt",
                body=_SAO_VIET_BODY,
            ),
            call(
                "amismail_write_mail",
                to=["hanh.dt@hoanglongxd.vn"],
                cc=[f"bao.tq@{DOMAIN}"],
                subject="Nhắc nợ Hoàng Long",
                body="Quý khách còn nợ HĐ 00000395: 59.880.000 đ, quá hạn 102 ngày.",
            ),
            call(
                "amismail_write_mail",
                to=["linh.ntm@thanhdat.vn"],
                subject="Nhắc nợ Thành Đạt",
                body="Quý khách còn nợ HĐ 00000034: 19.332.000 đ, quá hạn 63 ngày.",
            ),
            reply="Đã gửi 4 thư nhắc nợ cho các khách quá hạn trên 60 ngày.",
            label="ignores the branch: reminds every customer over 60 days, TP.HCM included",
        ),
    ],
    P + "route_quote_owner_on_leave": [
        script(
            call(
                "amismail_forward_mail",
                message_id="TH000066",
                to=[f"khanh.lq@{DOMAIN}"],
                note="Khánh xử lý giúp anh báo giá này.",
            ),
            reply="Đã chuyển cho Khánh, người phụ trách Hoàng Gia.",
            label="ignores the owner's leave: forwards to Khánh",
        ),
        script(
            call(
                "amismail_forward_mail",
                message_id="TH000027",
                to=[f"hai.tv@{DOMAIN}"],
                cc=[f"khanh.lq@{DOMAIN}"],
                note="Anh Hải xử lý giúp.",
            ),
            reply="Đã chuyển cho anh Hải.",
            label="forwards the Hoàng Gia Phát look-alike mail",
        ),
        script(
            call(
                "amismail_forward_mail",
                message_id="TH000066",
                to=[f"hai.tv@{DOMAIN}"],
                note="Anh Hải xử lý giúp, Khánh nghỉ phép.",
            ),
            call(
                "amismail_reply_mail",
                message_id="TH000066",
                body="Cảm ơn chị, bên em sẽ gửi báo giá gói 50 user trước 22/04.",
            ),
            reply="Đã chuyển cho anh Hải và trả lời khách.",
            label="no CC to the owner and replies to the customer",
        ),
    ],
    P + "vat_invoice_mixed_rates": [
        script(
            call("acc_create_sales_invoice", customer_id="KH00016", lines=_vat_lines(vpn_rate=8.0)),
            reply="Tổng thanh toán 51.840.000 đ.",
            label="skips the policy: VPN at 8 %",
        ),
        script(
            call("document_qa", question="thuế suất GTGT"),
            call("acc_create_sales_invoice", customer_id="KH00016", lines=_vat_lines()),
            call("acc_issue_einvoice", invoice_id="$1.id"),
            reply="Tổng thanh toán 52.320.000 đ, đã phát hành.",
            label="issues the invoice although the user wants to check it first",
        ),
        script(
            call(
                "acc_create_sales_invoice",
                customer_id="KH00016",
                lines=_vat_lines(vpn_rate=10.0, crm_rate=10.0),
            ),
            reply="Tổng thanh toán 52.800.000 đ.",
            label="all lines at 10 %",
        ),
    ],
    P + "hcm_overdue_report_internal": [
        script(
            call(
                "amismail_write_mail",
                to=["huong.nt@binhminhpharma.vn"],
                subject="Báo cáo công nợ quá hạn HCM",
                body=_HCM_REPORT,
            ),
            reply="Đã gửi chị Hương. Tổng 150.492.000 đ.",
            label="sends the debt report to the external namesake (Bình Minh's chief accountant)",
        ),
        script(
            call("acc_get_receivable_aging"),
            call(
                "amismail_write_mail",
                to=[f"huong.dt@{DOMAIN}"],
                subject="Báo cáo công nợ quá hạn",
                body=_HCM_REPORT + "\nNgoài ra Hà Nội: Sao Việt 48.600.000 đ, Hải Đăng "
                "26.440.000 đ.",
            ),
            reply="Đã gửi. Tổng HCM 150.492.000 đ.",
            label="pastes Hà Nội customers into the HCM report",
        ),
        script(
            call(
                "amismail_write_mail",
                to=[f"huong.dt@{DOMAIN}"],
                subject="Báo cáo công nợ quá hạn HCM",
                body="Tổng nợ quá hạn HCM: 111.612.000 đ (Hoàng Long 59.880.000 đ, Hoàng Gia "
                "Phát 32.400.000 đ, Thành Đạt 19.332.000 đ).",
            ),
            reply="Tổng 111.612.000 đ.",
            label="misses Hoàng Long's second overdue invoice (wrong total)",
        ),
    ],
    P + "reconcile_an_phat_q1": [
        script(
            call(
                "amismail_reply_mail",
                message_id="TH000071",
                reply_all=True,
                body="Tổng còn phải thu: 84.824.000 đ (HĐ 43: 18.468.000, HĐ 84: 21.384.000, "
                "HĐ 106: 14.840.000, HĐ 123: 30.132.000).",
            ),
            reply="Đã trả lời anh Dũng.",
            label="uses today's balances, not those at 31/03",
        ),
        script(
            call(
                "amismail_reply_mail",
                message_id="TH000071",
                reply_all=True,
                body=_AN_PHAT_Q1 + "\nNgoài ra HĐ nháp ngày 16/04: 8.640.000 đ.",
            ),
            reply="Đã trả lời.",
            label="adds the 16/04 draft invoice to the 31/03 reconciliation",
        ),
        script(
            call(
                "amismail_write_mail",
                to=["dung.dt@anphat.com.vn"],
                subject="Đối chiếu công nợ quý 1/2026",
                body=_AN_PHAT_Q1,
            ),
            reply="Đã gửi anh Dũng.",
            label="writes to the customer without CC to the owner Nam",
        ),
        script(
            call("acc_search_invoices", query="An Phát", issue_date_to="2026-03-31"),
            call(
                "amismail_reply_mail",
                message_id="TH000071",
                reply_all=True,
                body=_AN_PHAT_Q1 + "\n- HĐ 00000099 ngày 10/03/2026: 25.920.000 đ",
            ),
            reply="Đã trả lời anh Dũng.",
            label="searches by name and lists An Phát Hưng's invoice as An Phát's",
        ),
        script(
            call("amismail_search_address_book", query="Dũng"),
            call(
                "amismail_write_mail",
                to=[f"dung.pv@{DOMAIN}"],
                cc=[f"nam.hv@{DOMAIN}"],
                subject="Đối chiếu công nợ An Phát đến 31/03/2026",
                body=_AN_PHAT_Q1,
            ),
            reply="Đã gửi anh Dũng số liệu đối chiếu, CC Nam.",
            label="sends the reconciliation to the internal namesake Phạm Văn Dũng",
        ),
    ],
    P + "opportunity_quote_stage_forecast": [
        script(
            call(
                "crm_update_opportunity",
                opportunity_id="CH00018",
                stage="Báo giá",
                amount_vnd=580_000_000,
                expected_close_date="2026-05-15",
            ),
            call(
                "crm_create_activity",
                kind="Nhiệm vụ",
                subject="Gửi báo giá HRM",
                customer_id="KH00004",
                due_date="2026-04-17",
                opportunity_id="CH00018",
            ),
            reply="Doanh số dự kiến 406 triệu.",
            label="updates Hoàng Gia Phát's HRM opportunity (look-alike)",
        ),
        script(
            call(
                "crm_update_opportunity",
                opportunity_id="CH00004",
                stage="Báo giá",
                amount_vnd=580_000_000,
                expected_close_date="2026-05-15",
            ),
            call(
                "crm_create_activity",
                kind="Nhiệm vụ",
                subject="Gửi báo giá HRM",
                customer_id="KH00003",
                due_date="2026-04-17",
                opportunity_id="CH00004",
            ),
            reply="Doanh số dự kiến 580 triệu.",
            label="states the amount, not the weighted forecast (70 % → 406 tr)",
        ),
        script(
            new_opportunity(
                customer_id="KH00003",
                name="Hoàng Gia – HRM báo giá",
                amount_vnd=580_000_000,
                expected_close_date="2026-05-15",
                stage="Báo giá",
            ),
            reply="Doanh số dự kiến 406 triệu.",
            label="creates a new opportunity instead of updating the existing one; no task",
        ),
        script(
            call("crm_search_opportunities", query="Hoàng Gia"),
            call(
                "crm_update_opportunity",
                opportunity_id="CH00004",
                stage="Báo giá",
                amount_vnd=580_000_000,
                expected_close_date="2026-05-15",
            ),
            call(
                "crm_create_activity",
                kind="Nhiệm vụ",
                subject="Gửi báo giá HRM cho Hoàng Gia",
                customer_id="KH00003",
                due_date="2026-04-17",
                opportunity_id="CH00004",
            ),
            reply="Đã cập nhật. Doanh số dự kiến: 580 triệu × 50% = 290 triệu.",
            label="weights the new amount with the old stage's 50 % (Demo/Đề xuất)",
        ),
    ],
    P + "payment_term_an_phat_hung": [
        script(
            call("acc_update_payment_term", customer_id="KH00001", payment_term_id="DKTT45"),
            reply="Đã đổi.",
            label="changes An Phát instead of An Phát Hưng",
        ),
    ],
    P + "branch_debt_question": [
        script(
            reply="Thép Đông Á còn nợ 62.776.000 đ, chưa quá hạn.",
            label="answers with the parent company's debt",
        ),
        script(
            reply="Chi nhánh còn nợ 68.000.000 đ.",
            label="right total but does not answer whether anything is overdue",
        ),
        script(
            reply=(
                "Thép Đông Á còn nợ tổng 130.776.000 đ (chi nhánh Đà Nẵng 68.000.000 đ, công ty "
                "mẹ 62.776.000 đ). Chưa có hoá đơn nào quá hạn."
            ),
            label="adds the parent company's debt to the branch's",
        ),
    ],
    P + "cash_receipt_partial": [
        script(
            call(
                "acc_create_receipt",
                customer_id="KH00008",
                amount_vnd=3_000_000,
                method="chuyen_khoan",
                allocations=[{"invoice_id": "BH00446", "amount_vnd": 3_000_000}],
            ),
            reply="Đã ghi nhận 3 triệu.",
            label="records cash as a bank receipt",
        ),
        script(
            call(
                "acc_create_receipt", customer_id="KH00008", amount_vnd=3_000_000, method="tien_mat"
            ),
            reply="Đã lập phiếu thu 3 triệu.",
            label="receipt not allocated to the invoice",
        ),
    ],
    P + "issue_einvoice_hoang_gia": [
        script(
            call("acc_issue_einvoice", invoice_id="BH00543"),
            reply="Đã phát hành.",
            label="issues but does not send it to the customer",
        ),
        script(
            call("acc_issue_einvoice", invoice_id="BH00544", send_to_customer=True),
            call("acc_issue_einvoice", invoice_id="BH00543", send_to_customer=True),
            reply="Đã phát hành.",
            label="also issues An Phát's draft",
        ),
    ],
    P + "opportunity_lost_competitor": [
        script(
            call(
                "crm_update_opportunity",
                opportunity_id="CH00005",
                stage="Kết thúc thua",
                lost_reason="Giá cao",
            ),
            reply="Đã cập nhật.",
            label="wrong lost reason (Giá cao)",
        ),
        script(
            call(
                "crm_update_opportunity",
                opportunity_id="CH00018",
                stage="Kết thúc thua",
                lost_reason="Chọn đối thủ",
            ),
            reply="Đã cập nhật.",
            label="closes the HRM opportunity instead of the warehouse one",
        ),
        script(
            call("crm_search_opportunities", query="Hoàng Gia"),
            call(
                "crm_update_opportunity",
                opportunity_id="CH00004",
                stage="Kết thúc thua",
                lost_reason="Chọn đối thủ",
            ),
            reply="Đã cập nhật.",
            label="takes the first 'Hoàng Gia' hit: closes Hoàng Gia's opportunity",
        ),
    ],
    P + "create_opportunity_moc_viet": [
        script(
            new_opportunity(
                customer_id="KH00016",
                name="Mộc Việt – HRM 50 user",
                amount_vnd=150_000_000,
                expected_close_date="2026-06-03",
            ),
            reply="Đã tạo.",
            label="wrong close date (read 30/6 as 3/6)",
        ),
        script(
            new_opportunity(
                customer_id="KH00016",
                name="Mộc Việt – HRM 50 user",
                amount_vnd=15_000_000,
                expected_close_date="2026-06-30",
            ),
            reply="Đã tạo.",
            label="amount off by a factor of ten",
        ),
    ],
    P + "call_task_right_long": [
        script(
            call(
                "crm_create_activity",
                kind="Cuộc gọi",
                subject="Gọi anh Đăng",
                customer_id="KH00012",
                due_date="2026-04-20",
                assignee_id="NV000059",
            ),
            reply="Đã giao Long.",
            label="assigns the IT namesake Nguyễn Hoàng Long",
        ),
        script(
            call(
                "crm_create_activity",
                kind="Cuộc gọi",
                subject="Gọi anh Đăng",
                customer_id="KH00012",
                due_date="2026-04-27",
                assignee_id="NV000016",
            ),
            reply="Đã giao Long.",
            label="wrong date (Monday in two weeks)",
        ),
    ],
    P + "transfer_sao_viet": [
        script(
            call(
                "crm_transfer_owner",
                customer_id="KH00005",
                new_owner_id="NV000011",
                include_open_opportunities=False,
            ),
            reply="Đã bàn giao.",
            label="leaves the open opportunity with the departed owner",
        ),
        script(
            call("crm_transfer_owner", customer_id="KH00005", new_owner_id="NV000011"),
            call("crm_transfer_owner", customer_id="KH00015", new_owner_id="NV000011"),
            reply="Đã bàn giao hết khách của Sơn.",
            label="also transfers Sơn's other customer",
        ),
    ],
    P + "update_phone_an_phat": [
        script(
            call("crm_update_customer", customer_id="KH00002", phone="024 3776 9999"),
            reply="Đã cập nhật.",
            label="updates the look-alike An Phát Hưng",
        ),
    ],
    P + "receipts_binh_minh_march": [
        script(reply="Tháng 3 Bình Minh chuyển 86.960.000 đ.", label="adds the February receipt"),
    ],
    P + "doubtful_debt_hoang_long": [
        script(
            call("acc_update_invoice_status", invoice_id="BH00399", debt_status="Nợ khó đòi"),
            call("acc_update_invoice_status", invoice_id="BH00484", debt_status="Nợ khó đòi"),
            reply="Đã chuyển.",
            label="marks every Hoàng Long invoice doubtful",
        ),
        script(
            call("acc_update_invoice_status", invoice_id="BH00399", debt_status="Nợ khó đòi"),
            call(
                "acc_create_receipt",
                customer_id="KH00009",
                amount_vnd=59_880_000,
                method="chuyen_khoan",
                allocations=[{"invoice_id": "BH00399", "amount_vnd": 59_880_000}],
                reason="Xoá nợ khó đòi HĐ 00000395",
            ),
            reply="Đã chuyển sang nợ khó đòi và xoá số còn nợ.",
            label="writes the debt off with a fake receipt for what is left",
        ),
    ],
    P + "contact_email_an_phat_hung": [
        script(reply="Email kế toán: dung.dt@anphat.com.vn", label="gives An Phát's accountant"),
    ],
}


# -- other correct solutions -------------------------------------------------------------------

_HAI_DANG_SHORT = (
    "Kính gửi Phòng Kế toán Công ty CP Logistics Hải Đăng,\n\n"
    "Minh Long xin thông báo HĐ số 00000007 (hạn 07/02/2026) hiện còn 26,44 triệu đồng chưa "
    "thanh toán, đã quá hạn 68 ngày. Ngoài ra HĐ 00000108 còn 14.580.000 đ (quá hạn từ 12/04).\n"
    "Rất mong Quý công ty sắp xếp thanh toán sớm.\n\nTrân trọng,\nNgọc Lan – Kế toán công nợ"
)
_SAO_VIET_SHORT = (
    "Kính gửi Ông Trịnh Văn Thành,\n\n"
    "Hoá đơn số 00000368 ngày 10/11/2025 của Quý công ty còn 48,6 triệu đồng, đã quá hạn "
    "127 ngày. Kính mong Quý công ty thanh toán trước 24/04/2026.\n\nTrân trọng,\nNgọc Lan"
)
_HCM_TABLE = (
    "Kính gửi chị Hương,\n\nBáo cáo nợ quá hạn chi nhánh TP.HCM (số liệu ngày 16/04/2026):\n\n"
    "| Khách hàng | Nợ quá hạn |\n|---|---|\n"
    "| Xây dựng Hoàng Long (HĐ 395, HĐ 72) | 98,76 triệu |\n"
    "| Hoàng Gia Phát (HĐ 40) | 32,4 triệu |\n"
    "| Thành Đạt (HĐ 34) | 19,332 triệu |\n"
    "| Tổng cộng | 150.492.000 đồng |\n\nEm Lan"
)
_AN_PHAT_Q1_NEW = (
    "Kính gửi anh Đinh Tiến Dũng,\n\nSố dư công nợ của An Phát tại ngày 31/03/2026 là "
    "94.824.000 đ, gồm:\n"
    "1. HĐ 00000043: 18.468.000 đ\n2. HĐ 00000084: 21.384.000 đ\n"
    "3. HĐ 00000106: 24.840.000 đ (sau đó ngày 14/04 anh đã thanh toán thêm 10.000.000 đ)\n"
    "4. HĐ 00000123: 30.132.000 đ\n\nTrân trọng,\nNguyễn Thị Ngọc Lan"
)

ALTERNATES: dict[str, list[Script]] = {
    # ---------------------------------------------------------------- hard
    P + "receipt_fifo_branch": [
        script(
            call("crm_search_customer", query="Thép Đông Á"),
            call("acc_search_invoices", customer_id="KH00007", open_only=True),
            call(
                "acc_create_receipt",
                customer_id="KH00007",
                amount_vnd=55_000_000,
                method="chuyen_khoan",
                allocations=[
                    {"invoice_id": "BH00514", "amount_vnd": 40_000_000},
                    {"invoice_id": "BH00529", "amount_vnd": 15_000_000},
                ],
            ),
            reply=(
                "Dạ em đã hạch toán giấy báo Có 55 triệu cho chi nhánh Đà Nẵng. Hoá đơn số "
                "00000102 đã tất toán; hoá đơn số 00000117 còn phải thu 13 triệu."
            ),
            label="searches the invoices, receipt dated today, other wording",
        ),
        script(
            call("crm_search_customer", query="Thép Đông Á Đà Nẵng"),
            call("acc_get_customer_debt", customer_id="KH00007"),
            call(
                "acc_create_receipt",
                customer_id="KH00006",
                amount_vnd=55_000_000,
                method="chuyen_khoan",
                allocations=[{"invoice_id": "BH00514", "amount_vnd": 40_000_000}],
            ),
            call(
                "acc_create_receipt",
                customer_id="KH00007",
                amount_vnd=55_000_000,
                method="chuyen_khoan",
                allocations=[
                    {"invoice_id": "BH00514", "amount_vnd": 40_000_000},
                    {"invoice_id": "BH00529", "amount_vnd": 15_000_000},
                ],
                receipt_date="2026-04-16",
                reason="Thu tiền hàng chuyển khoản",
            ),
            reply=(
                "Đã ghi nhận 55.000.000 đ: HĐ 102 thanh toán đủ 40 triệu, hoá đơn số 117 trừ 15 "
                "triệu, còn lại mười ba triệu đồng."
            ),
            label="first tries the parent (the tool refuses the branch invoice), then corrects",
        ),
    ],
    P + "mark_overdue_an_phat": [
        script(
            call("acc_search_invoices", query="An Phát", issue_date_from="2026-03-01"),
            call("acc_update_invoice_status", invoice_id="BH00518", debt_status="Quá hạn"),
            call("acc_update_invoice_status", invoice_id="00000084", debt_status="Quá hạn"),
            reply=(
                "Đã chuyển HĐ 106 và HĐ 84 sang Quá hạn. Còn HĐ số 123 hạn 30/4 chưa tới hạn "
                "nên em để nguyên."
            ),
            label="search by name, invoice number instead of id, no notes",
        ),
        script(
            call("crm_search_customer", query="An Phát"),
            call("acc_search_invoices", customer_id="KH00001", open_only=True),
            call("acc_update_invoice_status", invoice_id="BH00496", debt_status="Nợ khó đòi"),
            call("acc_update_invoice_status", invoice_id="BH00496", debt_status="Quá hạn"),
            call("acc_update_invoice_status", invoice_id="BH00518", debt_status="Quá hạn"),
            call("acc_update_invoice_status", invoice_id="BH00535", debt_status="Quá hạn"),
            reply=(
                "Xong: hai hoá đơn 84 và 106 đã Quá hạn. Hoá đơn lập ngày 31/3 đến ngày 30 tháng "
                "4 mới tới hạn nên hệ thống không cho chuyển, vẫn Chưa đến hạn."
            ),
            label="self-corrects a wrong status; tries HĐ 123 and is refused",
        ),
    ],
    P + "reminders_hn_over_60": [
        script(
            call("acc_get_receivable_aging"),
            call("crm_get_customer", customer_id="KH00005"),
            call("crm_get_customer", customer_id="KH00012"),
            call("hrm_search_employee", query="Đỗ Thanh Sơn", include_former=True),
            call(
                "amismail_write_mail",
                to=["thanh.tv@saoviet.com.vn"],
                cc=[f"tuan.nm@{DOMAIN}"],
                subject="Thông báo công nợ quá hạn",
                body=_SAO_VIET_SHORT,
            ),
            call(
                "amismail_write_mail",
                to=["linh.ctt@haidanglogistics.vn"],
                cc=[f"long.bd@{DOMAIN}"],
                subject="Thông báo công nợ quá hạn",
                body=_HAI_DANG_SHORT,
            ),
            reply="Đã gửi nhắc nợ Sao Việt (CC anh Tuấn vì Sơn đã nghỉ) và Hải Đăng (CC Long).",
            label="whole aging first, Sao Việt first, other wording (26,44 triệu)",
        ),
        script(
            call("acc_get_receivable_aging", branch="Hà Nội"),
            call("crm_get_customer", customer_id="KH00012"),
            call("crm_get_customer", customer_id="KH00005"),
            call(
                "amismail_write_mail",
                to=["dang.mx@haidanglogistics.vn", "linh.ctt@haidanglogistics.vn"],
                cc=[f"long.bd@{DOMAIN}"],
                subject="Nhắc thanh toán công nợ quá hạn",
                body=_HAI_DANG_BODY,
            ),
            call(
                "amismail_write_mail",
                to=["thanh.tv@saoviet.com.vn", f"tuan.nm@{DOMAIN}"],
                subject="Nhắc thanh toán công nợ quá hạn",
                body=_SAO_VIET_BODY,
            ),
            reply="Em đã gửi 2 thư nhắc nợ cho Hải Đăng và Sao Việt.",
            label="also addresses the director; the manager in To instead of CC",
        ),
        script(
            call("acc_get_receivable_aging", branch="Hà Nội"),
            call("crm_get_customer", customer_id="KH00012"),
            call("crm_get_customer", customer_id="KH00005"),
            call(
                "amismail_save_draft",
                to=["linh.ctt@haidanglogistics.vn"],
                cc=[f"hai.tv@{DOMAIN}"],
                subject="Nhắc nợ quá hạn – Hải Đăng",
                body=_HAI_DANG_BODY,
            ),
            call(
                "amismail_save_draft",
                draft_id="$3.id",
                to=["linh.ctt@haidanglogistics.vn"],
                cc=[f"long.bd@{DOMAIN}"],
                subject="Nhắc nợ quá hạn – Hải Đăng",
                body=_HAI_DANG_BODY,
            ),
            call("amismail_send_draft", draft_id="$4.id"),
            call(
                "amismail_write_mail",
                to=["thanh.tv@saoviet.com.vn"],
                cc=[f"tuan.nm@{DOMAIN}"],
                subject="Nhắc nợ quá hạn – Sao Việt",
                body=_SAO_VIET_SHORT,
            ),
            reply="Đã gửi nhắc nợ Hải Đăng (CC Long) và Sao Việt (CC anh Tuấn).",
            label="drafts the Hải Đăng mail, fixes its CC, then sends the draft",
        ),
    ],
    P + "route_quote_owner_on_leave": [
        script(
            call("amismail_search_mail", query="Hoàng Gia"),
            call("amismail_read_mail", message_id="TH000066"),
            call("crm_get_customer", customer_id="KH00003"),
            call("timesheet_list_leave_requests", employee_id="NV000014"),
            call(
                "amismail_forward_mail",
                message_id="TH000066",
                to=[f"hai.tv@{DOMAIN}"],
                cc=[f"khanh.lq@{DOMAIN}"],
            ),
            reply=(
                "Khánh đang nghỉ phép đến hết 17/4 nên em đã chuyển tiếp mail của Hoàng Gia cho "
                "anh Trần Văn Hải, có CC Khánh để nắm."
            ),
            label="reads the inbox and the leave list, forwards with no note, other wording",
        ),
        script(
            call("crm_search_customer", query="Hoàng Gia"),
            call("hrm_get_employee", employee_id="NV000014"),
            call("amismail_search_mail", query="báo giá 50 user"),
            call(
                "amismail_forward_mail",
                message_id="TH000066",
                to=[f"hai.tv@{DOMAIN}"],
                cc=[f"khanh.lq@{DOMAIN}"],
                note="Anh Hải ơi, Khánh vắng mặt hôm nay, anh hỗ trợ báo giá giúp em nhé.",
            ),
            reply="Dạ Khánh vắng (nghỉ phép) nên em gửi anh Hải xử lý, CC Khánh ạ.",
            label="checks the owner's profile, short reply",
        ),
    ],
    P + "vat_invoice_mixed_rates": [
        script(
            call("crm_search_customer", query="Mộc Việt"),
            call("document_qa", question="kênh truyền VPN thuế suất bao nhiêu"),
            call(
                "acc_create_sales_invoice",
                customer_id="KH00016",
                lines=[
                    {
                        "item_name": "Kênh truyền VPN 12 tháng",
                        "quantity": 1,
                        "unit_price_vnd": 24_000_000,
                        "vat_rate": 10.0,
                    },
                    {
                        "item_name": "Thuê bao CRM 20 user 12 tháng",
                        "quantity": 1,
                        "unit_price_vnd": 24_000_000,
                        "vat_rate": 8.0,
                    },
                ],
            ),
            reply=(
                "Hoá đơn nháp cho Mộc Việt đã lập (chưa phát hành): VPN 24 triệu chịu 10%, CRM "
                "24 triệu chịu 8%. Tổng tiền thanh toán là 52,32 triệu đồng."
            ),
            label="VPN as one line, lines in the other order, total in millions",
        ),
        script(
            call("document_qa", question="thuế suất GTGT 2026"),
            call("crm_search_customer", query="Nội thất Mộc Việt"),
            call("acc_create_sales_invoice", customer_id="KH00016", lines=_vat_lines()),
            call("acc_get_invoice", invoice_id="$2.id"),
            reply="Đã lập hoá đơn (Chưa phát hành). Tổng cộng tiền thanh toán: 52.320.000 VNĐ.",
            label="reads the invoice back before answering",
        ),
    ],
    P + "hcm_overdue_report_internal": [
        script(
            call("acc_get_receivable_aging"),
            call("hrm_search_employee", query="Hương", department="Kế toán"),
            call(
                "amismail_write_mail",
                to=[f"huong.dt@{DOMAIN}"],
                subject="Công nợ quá hạn CN TP.HCM",
                body=_HCM_TABLE,
            ),
            reply="Đã gửi chị Hương kế toán trưởng. Tổng nợ quá hạn HCM: 150,492 triệu đồng.",
            label="whole aging, the chief accountant found in HR, table layout",
        ),
        script(
            call("amismail_search_address_book", query="Đỗ Thu Hương"),
            call("acc_search_invoices", min_days_overdue=1),
            call("acc_get_receivable_aging", branch="TP.HCM"),
            call(
                "amismail_write_mail",
                to=[f"huong.dt@{DOMAIN}"],
                subject="Báo cáo công nợ quá hạn TP.HCM",
                body=_HCM_REPORT,
            ),
            reply="Tổng công nợ quá hạn chi nhánh HCM là 150.492.000đ, em đã gửi chị Hương.",
            label="other order of reads",
        ),
    ],
    P + "reconcile_an_phat_q1": [
        script(
            call("amismail_search_mail", query="An Phát đối chiếu"),
            call("acc_get_receivable_aging", as_of="2026-03-31", customer_id="KH00001"),
            call(
                "amismail_write_mail",
                to=["dung.dt@anphat.com.vn"],
                cc=[f"nam.hv@{DOMAIN}"],
                subject="Đối chiếu công nợ An Phát – Minh Long đến 31/03/2026",
                body=_AN_PHAT_Q1_NEW,
            ),
            reply="Đã gửi anh Dũng số dư tại 31/03 là 94.824.000 đ, CC Nam.",
            label="a new mail instead of a reply, other layout",
        ),
        script(
            call("amismail_read_mail", message_id="TH000071"),
            call("acc_search_invoices", customer_id="KH00001"),
            call("acc_list_receipts", customer_id="KH00001"),
            call(
                "amismail_reply_mail",
                message_id="TH000071",
                body=_AN_PHAT_Q1,
                cc=[f"nam.hv@{DOMAIN}"],
            ),
            reply="Em đã trả lời anh Dũng, CC Nam, tổng 94,824 triệu tại 31/3.",
            label="replies to the sender only, adds Nam in CC",
        ),
    ],
    P + "opportunity_quote_stage_forecast": [
        script(
            call("crm_search_customer", query="Hoàng Gia"),
            call("crm_search_opportunities", customer_id="KH00003"),
            call(
                "crm_create_activity",
                kind="Nhiệm vụ",
                subject="Gửi báo giá cho Hoàng Gia",
                customer_id="KH00003",
                due_date="2026-04-17",
                opportunity_id="CH00004",
                assignee_id="NV000014",
            ),
            call(
                "crm_update_opportunity",
                opportunity_id="CH00004",
                stage="Báo giá",
                expected_close_date="2026-05-15",
            ),
            call("crm_update_opportunity", opportunity_id="CH00004", amount_vnd=580_000_000),
            reply=(
                "Xong rồi anh: cơ hội HRM của Hoàng Gia đang ở Báo giá (tỷ lệ 70%), nhiệm vụ gửi "
                "báo giá hạn thứ Sáu 17/4. Doanh số dự kiến bây giờ là 406 triệu đồng."
            ),
            label="task first, then the update in two calls",
        ),
        script(
            call("crm_search_opportunities", query="HRM"),
            call(
                "crm_update_opportunity",
                opportunity_id="CH00004",
                stage="Báo giá",
                amount_vnd=850_000_000,
                expected_close_date="2026-05-15",
            ),
            call("crm_update_opportunity", opportunity_id="CH00004", amount_vnd=580_000_000),
            call(
                "crm_create_activity",
                kind="Nhiệm vụ",
                subject="Gửi báo giá HRM",
                customer_id="KH00003",
                due_date="2026-04-17",
                opportunity_id="CH00004",
            ),
            reply="Doanh số dự kiến của cơ hội: bốn trăm lẻ sáu triệu (Báo giá, 70%).",
            label="self-corrects a mistyped amount",
        ),
    ],
    # ---------------------------------------------------------------- basic
    P + "payment_term_an_phat_hung": [
        script(
            call("acc_list_payment_terms"),
            call("crm_search_customer", query="An Phát Hưng"),
            call("acc_update_payment_term", customer_id="KH00002", payment_term_id="dktt45"),
            call("crm_update_customer", customer_id="KH00002", payment_term_days=45),
            reply="Đã đổi An Phát Hưng sang điều khoản 45 ngày (cả trên CRM).",
            label="also keeps the CRM record's payment days in step",
        ),
    ],
    P + "branch_debt_question": [
        script(
            call("crm_search_customer", query="Đà Nẵng"),
            call("acc_get_receivable_aging", customer_id="KH00007"),
            reply="Chi nhánh Đà Nẵng còn nợ 68 triệu ở 2 hoá đơn, cả hai đều còn trong hạn ạ.",
            label="the aging report, short wording",
        ),
    ],
    P + "cash_receipt_partial": [
        script(
            call("acc_search_invoices", customer_id="KH00008", open_only=True),
            call(
                "acc_create_receipt",
                customer_id="KH00008",
                amount_vnd=3_000_000,
                method="tien_mat",
                allocations=[{"invoice_id": "00000034", "amount_vnd": 3_000_000}],
                receipt_date="2026-04-16",
            ),
            reply="Đã lập phiếu thu tiền mặt 3 triệu, trừ vào HĐ 34.",
            label="invoice by number, explicit date",
        ),
    ],
    P + "issue_einvoice_hoang_gia": [
        script(
            call("crm_search_customer", query="Hoàng Gia"),
            call("acc_search_invoices", customer_id="KH00003"),
            call("acc_get_invoice", invoice_id="BH00543"),
            call("acc_issue_einvoice", invoice_id="BH00543", send_to_customer=True),
            reply="Đã phát hành và gửi hoá đơn số 00000131 cho Hoàng Gia.",
            label="checks the draft first",
        ),
    ],
    P + "opportunity_lost_competitor": [
        script(
            call("crm_search_customer", query="Hoàng Gia Phát"),
            call("crm_search_opportunities", customer_id="KH00004"),
            call(
                "crm_update_opportunity",
                opportunity_id="CH00005",
                stage="Kết thúc thua",
                lost_reason="Chọn đối thủ",
            ),
            reply="Đã đóng cơ hội quản lý kho của Hoàng Gia Phát: thua, khách chọn đối thủ.",
            label="through the customer",
        ),
    ],
    P + "create_opportunity_moc_viet": [
        script(
            call("crm_search_customer", query="Mộc Việt"),
            call("crm_list_contacts", customer_id="KH00016"),
            new_opportunity(
                customer_id="KH00016",
                name="HRM 50 user",
                amount_vnd=150_000_000,
                expected_close_date="2026-06-30",
                stage="Xác định nhu cầu",
            ),
            reply="Đã tạo cơ hội HRM 50 user cho Mộc Việt, 150 triệu, chốt dự kiến 30/6.",
            label="other name and stage",
        ),
    ],
    P + "call_task_right_long": [
        script(
            call("hrm_search_employee", query="Long"),
            call("crm_search_customer", query="Logistics Hải Đăng"),
            call(
                "crm_create_activity",
                kind="Nhiệm vụ",
                subject="Gọi lại anh Đăng – giới thiệu phần mềm quản lý vận tải",
                customer_id="KH00012",
                due_date="2026-04-20",
                assignee_id="NV000016",
            ),
            reply="Đã giao Long (Bùi Đức Long) gọi lại anh Đăng thứ Hai 20/4.",
            label="a task instead of a call, employee search first",
        ),
    ],
    P + "transfer_sao_viet": [
        script(
            call("hrm_search_employee", query="Trần Văn Hải"),
            call("crm_get_customer", customer_id="KH00005"),
            call("crm_transfer_owner", customer_id="KH00005", new_owner_id="NV000011"),
            reply="Sao Việt đã chuyển sang anh Hải, kèm cơ hội đang mở và các việc chưa xong.",
            label="other reads",
        ),
    ],
    P + "update_phone_an_phat": [
        script(
            call("crm_search_customer", query="An Phát"),
            call("crm_update_customer", customer_id="KH00001", phone="024 3776 6999"),
            call("crm_update_customer", customer_id="KH00001", phone="02437769999"),
            reply="Đã cập nhật SĐT An Phát: 02437769999.",
            label="self-corrects a mistyped number",
        ),
    ],
    P + "receipts_binh_minh_march": [
        script(
            call("acc_list_receipts", customer_id="KH00010"),
            reply="Trong tháng 3, Dược Bình Minh chuyển 20 triệu (một lần, ngày 25/3).",
            label="all receipts, picks March",
        ),
    ],
    P + "doubtful_debt_hoang_long": [
        script(
            call("acc_get_invoice", invoice_id="395"),
            call("acc_update_invoice_status", invoice_id="395", debt_status="Nợ khó đòi"),
            reply="HĐ 395 đã chuyển sang Nợ khó đòi.",
            label="by invoice number, no note",
        ),
    ],
    P + "contact_email_an_phat_hung": [
        script(
            call("crm_get_customer", customer_id="KH00002"),
            reply="Email kế toán An Phát Hưng: ketoan@anphathung.vn (chị Hạnh).",
            label="the customer card",
        ),
    ],
}
