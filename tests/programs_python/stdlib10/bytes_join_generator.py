print(b"-".join(x for x in [b"a", b"b"]), b"".join(iter([b"x"])), b",".join(map(bytes, [[65], [66]])))
try:
    b"".join(x for x in ["a"])
except TypeError as e:
    print(e)
