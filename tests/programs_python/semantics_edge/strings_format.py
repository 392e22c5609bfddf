# string formatting: format spec mini-language, % formatting, f-string debugging, str methods, unicode
name, n, x = "torch", 42, 3.14159265
print(f"{name!r:>10}|{n:05d}|{x:.3f}|{x:10.2e}|{n:#x}|{n:#o}|{n:b}|{-n:+d}|{n:,}|{1234567.891:,.2f}")
print(f"{n=}, {x*2=:.2f}, {name.upper()=}")
print("%s has %d items costing %.2f (%5.1f%%)" % ("cart", 3, 9.5, 12.345))
print("%(a)s-%(b)03d" % {"a": "k", "b": 7}, "%r %c %x %E" % ("q", 65, 255, 12345.678))
print("{0}{1}{0}".format("ab", "cd"), "{:^9}".format("mid"), "{:*<6}".format("l"), "{:=+8.2f}".format(-3.5))
print(format(0.000012345, ".3g"), format(1e16, "g"), format(123.0, "g"), format(float("inf"), ">6"), format(1/3, ".10%"))
print("{:>{w}.{p}f}".format(2.71828, w=10, p=3), "{a[0]}{b.real}".format(a=[9], b=3j))
s = "  Hello, Wörld!  "
print(s.strip().lower(), s.casefold().strip(), len("Wörld"), "ß".upper(), "ǅ".lower(), "ﬃ".upper())
print("a,b,,c".split(","), "a b  c".split(), "k=v=w".partition("="), "k=v=w".rpartition("="), "x".join("abc"))
print("title case words".title(), "snake_case_name".replace("_", " ").capitalize(), "abc".center(9, "."))
print("Hello"[::-1], "Hello"[1:4], "hello".find("l"), "hello".rfind("l"), "hello".count("l"), "héllo".index("l"))
print("123".isdigit(), "١٢٣".isdigit(), "abc".isalpha(), "Ab1".isalnum(), "  ".isspace(), "Hi There".istitle())
print("tab\tsep".expandtabs(4), repr("line\nnew"), "%-5s|" % "ab", "{!s:>4}".format(None))
print(str(1e-7), str(123456789012345678.0), repr(0.1 + 0.2), str(2.5), round(2.5), round(3.5), round(-0.5))
print(ord("€"), chr(8364), "€".encode("utf-8"), b"\xe2\x82\xac".decode(), ascii("naïve"))
print("{:08.3f}".format(-1.5), "{:e}".format(0), "{:.0f}".format(0.5), "{:.0f}".format(1.5), f"{12:>+5}")
print(f"{'nested ' + f'{1+1}'}", "%.3s" % "abcdef", "%*d" % (5, 42), "{:_b}".format(255))
words = ["banana", "Apple", "cherry"]
print(sorted(words), sorted(words, key=str.lower), max(words, key=len), "-".join(sorted(set("hello"))))
print("straße".upper(), "İ".lower(), len("İ".lower()), "ﬀ".casefold(), "Σίσυφος".upper())
