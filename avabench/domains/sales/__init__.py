"""Sales domain: AVA as the sales agent of the online shop Mộc Nhiên Store, chatting with shoppers.

Twenty tasks (8 hard, 12 basic) that exercise every sales-tool rule of DESIGN.md §3: SKUs from
``search_product``, asking for missing or generic recipient data, no QR or confirmation on a
``DRAFT-...`` code, the matching phone for edits and cancels, one SKU per combo unit, paid orders
handed to a human, and no fee estimate outside the shop's fee table; plus a shop promotion policy
read with ``document_qa``. Tasks live in :mod:`.tasks`, reference and wrong scripts in :mod:`.oracle`.
"""
