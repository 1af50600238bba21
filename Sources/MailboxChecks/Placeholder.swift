// Placeholder: the sample app's generators and law wiring land here.
