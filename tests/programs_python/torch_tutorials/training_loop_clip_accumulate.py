# A classifier training loop with DataLoader batches, gradient accumulation,
# clip_grad_norm_/clip_grad_value_, weight decay groups, checkpoints via
# state_dict, and evaluation with torch.inference_mode.
import torch
import torch.nn as nn
from torch.utils.data import TensorDataset, DataLoader

torch.manual_seed(0)
X = torch.randn(40, 6)
y = (X[:, 0] + X[:, 1] * 0.5 > 0).long()
loader = DataLoader(TensorDataset(X, y), batch_size=8, shuffle=True)
model = nn.Sequential(nn.Linear(6, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Dropout(0.1), nn.Linear(16, 2))
decay = [p for n, p in model.named_parameters() if n.endswith("weight") and p.dim() > 1]
no_decay = [p for n, p in model.named_parameters() if not (n.endswith("weight") and p.dim() > 1)]
opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.05}, {"params": no_decay, "weight_decay": 0.0}], lr=0.01)
loss_fn = nn.CrossEntropyLoss(label_smoothing=0.1)
accum = 2
for epoch in range(3):
    model.train()
    total = 0.0
    for i, (xb, yb) in enumerate(loader):
        loss = loss_fn(model(xb), yb) / accum
        loss.backward()
        total += loss.item()
        if (i + 1) % accum == 0:
            norm = nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            nn.utils.clip_grad_value_(model.parameters(), 0.5)
            opt.step()
            opt.zero_grad(set_to_none=True)
    model.eval()
    with torch.inference_mode():
        logits = model(X)
        acc = (logits.argmax(1) == y).float().mean()
    # Accuracy only after the last epoch: an early epoch can leave a logit
    # margin near zero, whose sign depends on the BLAS kernel.
    shown = f" acc {acc.item():.3f}" if epoch == 2 else ""
    print(f"epoch {epoch} loss {total:.4f}{shown} last_norm {norm.item():.4f} inference {logits.is_inference()}")

ckpt = {"model": model.state_dict(), "opt": opt.state_dict()}
clone = nn.Sequential(nn.Linear(6, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Dropout(0.1), nn.Linear(16, 2))
print(clone.load_state_dict(ckpt["model"]))
clone.eval()
with torch.no_grad():
    print(torch.equal(clone(X), model(X)))
print(len(ckpt["opt"]["param_groups"]), ckpt["opt"]["param_groups"][0]["weight_decay"], sorted(ckpt["opt"]["state"][0].keys()))
print(model[1].running_mean.shape, int(model[1].num_batches_tracked))
