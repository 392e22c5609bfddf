# f-strings: expressions, conversions, format specs, nesting.
name, n, pi = "world", 42, 3.14159265
print(f"hello {name}!", f"{n:5d}|{n:<5}|{n:^7}|{n:+}", f"{pi:.3f} {pi:10.2e} {pi:g}")
print(f"{name!r} {name!s} {name.upper()} {len(name)}")
width = 8
print(f"[{name:>{width}}]", f"[{pi:.{2}f}]", f"{'quoted'}", f"{{braces}}")
items = [1, 2, 3]
print(f"{items} {items[0]} {sum(items) / len(items):.1f} {', '.join(map(str, items))}")
print(f"{255:#x} {255:o} {255:b} {1234567.891:,.2f} {0.25:.0%} {-1.5:08.2f}")
print(f"{True} {None} {3 > 2}", f"{1e20}", f"{10**20}", f"{'a' if n else 'b'}")
d = {"k": "v"}
print(f"{d['k']} {d}")
x = 7
print(f"{x=}".replace("x=", "x = ") if False else f"x is {x}")
