import torch

a = torch.ones(2, 3)
b = torch.ones(3, 2)
try:
    a + torch.ones(4)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    a @ a
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    bool(a)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    a.view(5)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    len(torch.tensor(1.0))
except TypeError as e:
    print("TypeError:", e)
print(a == None, a != "x")
print(bool(torch.tensor([1.0])), bool(torch.tensor(0)))
