# Sequence repetition at absurd counts: past Py_ssize_t an OverflowError,
# below it a MemoryError before any allocation, and repeating an empty
# sequence is empty at once (it used to loop once per repetition).
cases = [
    ("str 2**62", lambda: "ab" * 2**62),
    ("bytes 2**62", lambda: b"ab" * 2**62),
    ("list 2**62", lambda: [1, 2] * 2**62),
    ("tuple 2**62", lambda: (1, 2) * 2**62),
    ("str 2**40", lambda: "a" * 2**40),
    ("str 10**100", lambda: "" * 10**100),
    ("list 10**100", lambda: [] * 10**100),
    ("empty list", lambda: [] * 10**18),
    ("empty str", lambda: "" * 10**18),
    ("empty bytes", lambda: 10**18 * b""),
    ("negative", lambda: (1,) * -5),
]
for name, make in cases:
    try:
        print(name, repr(make()))
    except (OverflowError, MemoryError) as e:
        print(name, type(e).__name__, repr(str(e)))
