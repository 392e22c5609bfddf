# str by code points: len, indexing, slicing, iteration, case mapping.
s = "Grüße, naïve café"
print(len(s), s[2], s[-1], s[0:5], s[::-1], s[::3])
print([c for c in "añb"])
print("straße".upper(), "ǅ".lower(), "İ".lower().encode() if False else "ok", "ΣΑΣ".lower())
print("straße".casefold() == "STRASSE".casefold())
print("éa".find("a"), "ñññx".index("x"), "añb".count("ñ"))
print("Über".isalpha(), "١٢٣".isdigit(), "١٢٣".isdecimal(), "½".isnumeric(), " \t\u3000".isspace())
print("hello world".title(), "HELLO".swapcase(), "élan".capitalize())
print(ord("€"), chr(8364), chr(128512), len(chr(128512)))
print("naïve".center(9, "*"), "ü".rjust(3, "-"), "ü".ljust(3) + "|")
print(repr("café\n"), repr("\x01"), ascii("ñ"))
print(sorted(["b", "ä", "a", "z"]), "ä" > "z")
print("x".join(["α", "β", "γ"]), "α,β,,γ".split(","))
