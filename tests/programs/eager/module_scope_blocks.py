import torch

# Names assigned inside module-level blocks are globals afterwards, as in Python.
x = 3
if x > 2:
    y = 1
else:
    z = 2
print(y)
for i in range(3):
    last = i * 2
    if i == 1:
        seen = torch.tensor([float(i)])
print(last, i, seen)
while x > 0:
    w = x
    x -= 1
print(w, x)
squares = [k * k for k in range(4)]
print(squares)
for epoch in range(2):
    loss = torch.tensor(1.0) / (epoch + 1)
print(f"{loss.item():.3f}")
