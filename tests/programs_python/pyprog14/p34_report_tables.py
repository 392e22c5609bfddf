rows = [("resnet18", 11.69, 69.758, 1.814), ("mobilenet_v2", 3.5, 71.878, 0.3), ("vit_b_16", 86.57, 81.072, 17.56)]
headers = ("model", "params(M)", "top1", "GFLOPs")
widths = [max(len(str(r[i])) for r in rows + [headers]) for i in range(4)]
line = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
print(line)
print("| " + " | ".join(f"{h:^{w}}" for h, w in zip(headers, widths)) + " |")
print(line)
for r in rows:
    print("| {:<{w0}} | {:>{w1}.2f} | {:>{w2}.3f} | {:>{w3}} |".format(*r, w0=widths[0], w1=widths[1], w2=widths[2], w3=widths[3]))
print(line)
print("{model:>12s}: {acc:6.2%}".format_map({"model": "resnet", "acc": 0.6976}))
print("%(name)-10s|%(val)8.3f|%(n)05d" % {"name": "loss", "val": 3.14159, "n": 42})
print("{:>{}}".format("x", 5), "{:{fill}{align}{width}}".format("y", fill="-", align="^", width=7), "{0:{1}}".format(3.14159, ".3"))
print(f"{'Epoch':<6}{'Loss':>10}{'Acc':>8}")
for ep, (l, a) in enumerate([(0.9123, 0.51), (0.4567, 0.805), (0.1234, 0.9512)], 1):
    print(f"{ep:<6d}{l:>10.4f}{a:>8.1%}")
print(f"{'':=^30}")
print(f"{1234.5:>12,.1f}|{-0.00042:>+10.2e}|{255:>#6x}|{7:>08.3f}|{'trunc':.3s}|")
import string
print(string.Formatter().format("{a}-{b!r}", a=1, b="x"), list(string.Formatter().parse("x{0:>3}y{k}")))
print(format(1234, "010,"), format(-1234.5, "+015,.2f"), format(0xabcdef, "012_x"), format(7, "<05"), format("ab", "05"), format(-7, "^07"), format(123, "05,"))
