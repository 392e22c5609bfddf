# `s += t` on locals: building strings step by step, with other references
# to the same str alive (they must not change), bytes, and errors.


def build(n):
    out = ""
    for i in range(n):
        out += str(i % 10)
    return out


def aliases():
    s = "ab"
    t = s
    s += "c"
    saved = [s]
    s += "d"
    d = {s: 1}
    s += "e"
    print(s, t, saved, d)
    u = "xy"
    u += u
    u += u
    print(u)
    k = "const"
    k += ""
    print(k, "const")


def others():
    b = b"ab"
    b += b"cd"
    n = "n"
    try:
        n += 5
    except TypeError as e:
        print("TypeError:", e)
    x = [1]
    x += [2]
    key = "ke"
    key += "y"
    table = {"key": "found"}
    print(b, n, x, table[key], key == "key", hash(key) == hash("key"))


def inner_closure():
    s = "a"

    def get():
        return s

    s += "b"
    return get()


s = build(25)
print(len(s), s)
aliases()
others()
print(inner_closure())
g = "global"
g += "!"
print(g)
