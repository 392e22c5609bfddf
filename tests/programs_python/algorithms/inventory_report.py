# A data-processing script: parse records, group, aggregate, format a report.
from collections import defaultdict
raw = """widget,tools,3,2.50
gadget,toys,10,1.25
hammer,tools,1,12.00
yoyo,toys,4,0.75
saw,tools,2,18.40"""
records = []
for line in raw.splitlines():
    name, cat, qty, price = line.split(",")
    records.append({"name": name, "cat": cat, "qty": int(qty), "price": float(price)})
by_cat = defaultdict(list)
for r in records:
    by_cat[r["cat"]].append(r)
print(f"{'category':<10}{'items':>6}{'value':>10}")
for cat in sorted(by_cat):
    rs = by_cat[cat]
    value = sum(r["qty"] * r["price"] for r in rs)
    print(f"{cat:<10}{len(rs):>6}{value:>10.2f}")
top = max(records, key=lambda r: r["qty"] * r["price"])
print("top:", top["name"], "%.1f" % (top["qty"] * top["price"]))
print(", ".join(sorted({r["name"][0].upper() for r in records})))
cheap = [r["name"] for r in records if r["price"] < 3]
print(cheap, len(records), round(sum(r["price"] for r in records) / len(records), 3))
