nested = []
for _ in range(100000):
    nested = [nested]
try:
    print(len(str(nested)))
except RecursionError as e:
    print("str RecursionError:", e)
try:
    print(nested == nested[0])
except RecursionError as e:
    print("== RecursionError:", e)
del nested
print("ok")
