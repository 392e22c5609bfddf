# A walrus in a later operand rebinds a local the earlier operand read.
a = [1, 2]
print(a + (a := [3]), a)
s = "x"
print(s + (s := "y"), s)
d = {"k": 1}
d["k"] += len(d := {"k": 5})
print(d)
