import torch
import warnings

torch.manual_seed(0)
print(torch.is_anomaly_enabled())
with torch.autograd.detect_anomaly():
    print(torch.is_anomaly_enabled())
    x = torch.randn(3, requires_grad=True)
    y = (x * x).sum()
    y.backward()
    print(x.grad.shape)
print(torch.is_anomaly_enabled())

torch.autograd.set_detect_anomaly(True)
print(torch.is_anomaly_enabled())
torch.autograd.set_detect_anomaly(False)
print(torch.is_anomaly_enabled())

with torch.autograd.set_detect_anomaly(True):
    print("inside", torch.is_anomaly_enabled())
print("after", torch.is_anomaly_enabled())
