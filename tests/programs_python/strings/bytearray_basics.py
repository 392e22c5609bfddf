# bytearray: a mutable bytes. Construction, indexing and slicing, in-place
# mutation (aliases see it), concatenation and repetition with bytes,
# comparison, membership, decode/hex, and CPython's errors.
ba = bytearray(b"hello")
print(ba, len(ba), type(ba).__name__, isinstance(ba, bytearray))
print(bytearray(), bytearray(3), bytearray([1, 2, 255]), bytearray("héllo", "utf-8"), bytearray(range(65, 70)))
print(bytearray(b"ab") == b"ab", b"ab" == bytearray(b"ab"), bytearray(b"ab") != bytearray(b"ac"), bytearray(b"a") < b"b")
print(ba[0], ba[-1], ba[1:3], ba[::-1], ba[10:])
alias = ba
ba[0] = 72
ba.append(33)
ba.extend(b" ok")
ba.extend([46, 46])
print(alias, ba is alias, len(alias))
print(ba.pop(), ba.pop(0), ba)
ba[0:2] = b"EL"
del ba[-1]
print(ba)
ba += b"+"
ba *= 2
print(alias, ba is alias)
print(ba + b"x", b"x" + bytearray(b"y"), bytearray(b"ab") * 3, 2 * bytearray(b"z"))
print(type(b"x" + bytearray(b"y")).__name__, type(bytearray(b"y") + b"x").__name__)
print(104 in bytearray(b"h"), b"ll" in bytearray(b"hello"), 7 in bytearray(b"h"))
print(list(bytearray(b"abc")), [b for b in bytearray(b"\x00\x01")], bytes(bytearray(b"xyz")))
print(bytearray(b"caf\xc3\xa9").decode(), bytearray(b"\x01\xab").hex(), bytearray.fromhex("01 ff"))
print(bytearray(b"banana").find(b"an"), bytearray(b"banana").count(b"a"), bytearray(b"banana").index(110))
c = bytearray(b"abc").copy()
c.reverse()
c.insert(0, 120)
c.remove(98)
print(c, repr(c), str(c))
print(bytearray(b"'\n\"\\"))


def set_item(b, i, v):
    b[i] = v


for make in [
    lambda: bytearray(-1),
    lambda: bytearray("abc"),
    lambda: bytearray([256]),
    lambda: bytearray(1.5),
    lambda: bytearray(b"a")[5],
    lambda: bytearray().pop(),
    lambda: set_item(bytearray(b"a"), 0, 300),
    lambda: bytearray(b"a") + "b",
    lambda: hash(bytearray(b"a")),
    lambda: bytearray(b"ab").index(b"z"),
    lambda: bytearray(2**40),
]:
    try:
        print(make())
    except (ValueError, TypeError, IndexError, MemoryError) as e:
        print(type(e).__name__, e)
