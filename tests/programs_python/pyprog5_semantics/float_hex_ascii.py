for x in [3.0, -0.1, 0.0, -0.0, 1e-310, 5e-324, 1.7976931348623157e308, float('inf'), 1.0, 0.5, 123.456]:
    h = x.hex()
    print(h, float.fromhex(h) == x)
for s in ["0x1.8p1", "1.8p1", " -0X1P-3 ", "inf", "-Infinity", "0x.8", "0x1.", "ff"]:
    print(repr(float.fromhex(s)))
for s in ["", "0x", "0x1p", "zz", "0x1.8p1x"]:
    try:
        float.fromhex(s)
    except ValueError as e:
        print(e)
try:
    float.fromhex("0x1p5000")
except OverflowError as e:
    print(e)
print(f"{'é'!a} {'q'!a:>5}", "{0!a}".format("ü"), "%a" % "ñ")
