n = []
for _ in range(100000):
    n = [n]
try:
    s = str(n)
except RecursionError as e:
    print("RE", e)
print("ok")
