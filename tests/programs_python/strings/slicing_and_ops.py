# str slicing, comparison, membership, multiplication and conversion.
s = "abcdefghij"
print(s[2:5], s[:3], s[7:], s[-3:], s[::2], s[1::3], s[::-2], s[8:2:-2], s[100:], s[-100:2])
print("abc" < "abd", "B" < "a", "abc" == "abc", "a" in "cat", "" in "x", "-" * 10)
print(str(1) + str(2.0), int("7") * 3, "x" + "y" * 2, len("a\nb"), "na" * 0)
print("Hello"[0].lower() + "Hello"[1:].upper(), "word".index("r"), sorted("banana"))
print(ord("a"), chr(ord("a") + 1), [ord(c) for c in "AZ"], "".join(chr(c) for c in range(97, 102)))
print("a,b;c".replace(";", ",").split(","), " x ".strip() == "x", "abc".isalpha(), "".isalpha())
print(repr("a'b"), repr('a"b'), "\\n", "tab\there", "é" == "\u00e9", "\N{GREEK SMALL LETTER ALPHA}" if False else "α")
print(max("hello"), min("hello"), "hello".count("l"), "Mississippi".lower().count("ss"))
