# Printing tensors inside Python containers and format strings, as training scripts do.
import torch

torch.manual_seed(0)
loss = torch.tensor(0.123456)
acc = torch.tensor(0.875)
print(f"loss={loss:.3f} acc={acc:.1%} raw={loss}")
print("loss: {:.4f}".format(loss), "%.2f" % loss, format(loss.item(), ".2e"), str(loss), repr(acc))
metrics = {"loss": loss, "per_class": torch.tensor([0.5, 0.25]), "n": torch.tensor(3)}
print(metrics)
print([torch.tensor(1), torch.tensor([1.5, 2.0])], (torch.zeros(2, dtype=torch.long),))
print(torch.randn(2, 3), torch.arange(3, dtype=torch.float64), torch.tensor([True, False]))
print(torch.zeros(0), torch.zeros(2, 0), torch.ones(1, 1, 1), torch.tensor([[1, -2], [300, 4]]))
print(torch.tensor([1e-3, 1e3, 1e6]), torch.tensor([0.5, 100.25]), torch.tensor([1.0, float("inf"), float("nan")]))
print(torch.randn(3, requires_grad=True), torch.ones(2, requires_grad=True) * 2)
print(torch.arange(1200).reshape(40, 30)[:2], torch.arange(2000))
torch.set_printoptions(precision=2, sci_mode=False)
print(torch.tensor([1e-5, 3.14159, 12345.678]))
torch.set_printoptions(profile="default")
print(torch.tensor([1e-5, 3.14159]), torch.tensor([3 + 4j, -1j]), torch.tensor([1, 2], dtype=torch.uint8))
header = f"{'epoch':>5} | {'loss':>8} | {'acc':>6}"
print(header)
print("-" * len(header))
for epoch, (l, a) in enumerate([(0.9123, 0.5), (0.4567, 0.75)]):
    print(f"{epoch:>5} | {l:>8.4f} | {a:>6.1%}")
print(torch.Size([2, 3]), tuple(torch.Size([2, 3])), list(torch.ones(2, 3).shape), torch.ones(2, 3).shape[-1], torch.Size([]))
print(torch.float32, torch.int64, torch.device("cpu"), str(torch.ones(1).dtype), torch.ones(1).device)
