import torch

torch.manual_seed(0)
t = torch.tensor(3.14159)
print(f"{t:.3f}", f"{t:8.2f}|", f"{t}", "{}".format(t), "{:.1e}".format(t))
print(f"{t.item():.3f}", "%.2f" % t, "%d" % torch.tensor(7), "%s" % torch.tensor([1, 2]))
i = torch.tensor(42)
print(f"{i:5d}|", f"{i:x}", f"{int(i):08b}", f"{float(i):.1f}")
v = torch.tensor([1.5, 2.5])
print(f"{v}", str(v), repr(v))
try:
    print(f"{v:.2f}")
except TypeError as e:
    print("TypeError:", e)
print("loss: " + str(torch.tensor(0.25)))
print("vals:", v.tolist(), [f"{x:.2f}" for x in v])
print(f"{torch.tensor(True)}", bool(torch.tensor(1)), int(torch.tensor(3.9)), float(torch.tensor(2)))
print(round(torch.tensor(2.567).item(), 2), abs(torch.tensor(-2.0)), -torch.tensor(1))
print("{0} and {1!r}".format(torch.tensor(1.0), torch.tensor([2])))
print(f"{torch.tensor(1e-8):.2e}", f"{torch.tensor(123456.789):,.2f}")
print(f"{torch.tensor(0.5):%}", format(torch.tensor(2.0), ".3f"))
d = {"acc": torch.tensor(0.875), "loss": torch.tensor(0.3333)}
print(", ".join(f"{k}={v:.3f}" for k, v in d.items()))
print(torch.tensor(5) == 5, 5 == torch.tensor(5), torch.tensor(2.0) > 1)
print(hash(torch.tensor(1)) is not None, len(torch.zeros(4, 2)))
print(str(torch.float32), repr(torch.int64), f"{torch.device('cpu')}", torch.Size([2, 3]))
print(f"{torch.Size([4, 5])}", list(torch.Size([1, 2])), torch.Size([3]) == (3,))
