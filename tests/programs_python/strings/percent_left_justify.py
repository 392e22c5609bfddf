# printf-style formatting: the '-' flag left-justifies numbers too.
print("%-4d|%-6.2f|%-5x|%-5o|%-8e|" % (42, 3.14159, 255, 8, 1.5))
print("%-+5d|%- 5d|%-05d|%05d|%+-7.1f|" % (7, 7, 7, 7, 2.25))
print("[%-10s][%10s][%-3s]" % ("left", "right", "long value"))
for name, score in [("alice", 93.5), ("bob", 8.25)]:
    print("%-8s %6.2f %-3d%%" % (name, score, int(score)))
print("%(a)-4d|%(b)-6s|" % {"a": 1, "b": "x"})
print("%-*d|" % (6, 12))
