# Format widths and precisions no machine holds: CPython's ValueErrors
# ("precision too big", "width too big", "Too many decimal digits ...") or
# MemoryError, never a C++ length_error abort; str.expandtabs takes a C int.
cases = [
    lambda: "{:.3000000000f}".format(1.5),
    lambda: "{:.3000000000}".format(1.5),
    lambda: "{:.3000000000}".format("ab"),
    lambda: "{:.3000000000e}".format(7),
    lambda: "{:099999999999999999999}".format(1),
    lambda: "{:.099999999999999999999}".format(1.0),
    lambda: "{:{}}".format(1, 2**40),
    lambda: "{:>{}}".format("a", 2**40),
    lambda: "{:{}.2f}".format(1.5, 2**40),
    lambda: f"{2.5:{2**41}}",
    lambda: format(1.5, ".3000000000g"),
    lambda: "%.3000000000f" % 1.5,
    lambda: "%99999999999999999999d" % 1,
    lambda: "%.99999999999999999999f" % 1.5,
    lambda: "%.99999999999999999999s" % "abc",
    lambda: "%*d" % (2**40, 1),
    lambda: "%-5d|%5.2f|%.2s|%*d" % (3, 2.5, "xyz", -4, 7),
    lambda: "{:10.3}|{:<6}|{:^7.2f}".format(1.23456, "ab", 2.5),
]
for make in cases:
    try:
        print(repr(make())[:60])
    except (ValueError, MemoryError, OverflowError) as e:
        print(type(e).__name__, e)
for t in [2**40, 2**31, -2**40, 4, 0, -1]:
    try:
        print(repr("a\tb".expandtabs(t)))
    except OverflowError as e:
        print(type(e).__name__, e)
