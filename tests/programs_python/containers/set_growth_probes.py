# Sets that grow past a resize keep every member, whatever the hashes'
# low bits: pointer-like ints (multiples of 0x80), dense ints, strided ints.
def check(name, values):
    s = set()
    lost = 0
    for i, v in enumerate(values):
        s.add(v)
        lost += sum(1 for u in values[:i + 1] if u not in s)
    print(name, len(s), lost, list(s)[:8])


check("pointers", [0x6080002D08A0 - 0x80 * i for i in range(40)])
check("dense", list(range(100)))
check("stride8", [8 * i for i in range(60)])
check("stride1024", [1024 * i + 3 for i in range(70)])
check("negative", [-(7 ** i) for i in range(30)])
fs = frozenset(0x7F0000001000 + 0x40 * i for i in range(50))
print(len(fs), all((0x7F0000001000 + 0x40 * i) in fs for i in range(50)))
u = set(range(0, 300, 3)) | set(range(0, 300, 5))
print(len(u), sorted(u)[-3:], 297 in u, 295 in u, 299 in u)
