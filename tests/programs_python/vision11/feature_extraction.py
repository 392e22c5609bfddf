# torchvision.models.feature_extraction: node names of a traced model, and a feature extractor
# returning chosen intermediate outputs.
import torch
from torchvision import models
from torchvision.models.feature_extraction import create_feature_extractor, get_graph_node_names

torch.manual_seed(0)
m = models.resnet18(num_classes=5).eval()
train_nodes, eval_nodes = get_graph_node_names(m)
print(len(train_nodes), train_nodes[:8], eval_nodes[-4:], train_nodes == eval_nodes)
fe = create_feature_extractor(m, return_nodes={"layer2": "feat2", "layer4": "feat4", "fc": "out"})
print(type(fe).__name__)
x = torch.randn(2, 3, 64, 64)
with torch.no_grad():
    out = fe(x)
    ref = m(x)
print(list(out), [tuple(v.shape) for v in out.values()], torch.allclose(out["out"], ref, atol=1e-5))
fe2 = create_feature_extractor(m, return_nodes=["layer1.0.relu_1", "avgpool"])
with torch.no_grad():
    o2 = fe2(x)
print(list(o2), [tuple(v.shape) for v in o2.values()])
c = models.convnext_tiny(num_classes=3).eval()
names = get_graph_node_names(c)[1]
print(len(names), names[:6])
fc = create_feature_extractor(c, return_nodes={"features.3": "s1", "features.7": "s3"})
with torch.no_grad():
    oc = fc(torch.randn(1, 3, 64, 64))
print({k: tuple(v.shape) for k, v in oc.items()})
try:
    create_feature_extractor(m, return_nodes=["nope"])
except ValueError as e:
    print("ValueError", str(e)[:80])
