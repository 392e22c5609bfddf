# String building: f-strings, join, split, replace, formatting, slicing.
N = 500000


def run(n):
    parts = []
    for i in range(n):
        s = f"item{i}:{i * 3}"
        if i % 2:
            s = s.upper()
        parts.append(s)
    text = ",".join(parts)
    fields = text.split(",")
    total = 0
    for f in fields:
        k, v = f.split(":")
        total += int(v) + len(k)
    out = ""
    for i in range(n // 10):
        out += str(i % 10)
    words = text.replace("ITEM", "x").replace("item", "y")
    cnt = 0
    for ch in out[:20000]:
        if ch == "7":
            cnt += 1
    return total, len(out), len(words), cnt, "%s-%d-%.2f" % ("a", 3, 1.5)


print(run(N))
